import { ArgsType, Field, Int } from 'type-graphql';
import type { CatalogueSort } from '../../domain/catalogue-sort';
import { KNOWN_TAGS } from '../../domain/catalogue-tags';
import type { Locale } from '../../domain/locales';
import { MAX_PAGE_SIZE } from '../../domain/paging';
import { type AlternateKind, AlternateKindEnum } from './alternate-kind';
import { CatalogueSortEnum } from './catalogue-sort';
import { LocaleEnum } from '../shared/locale';

// Argument classes keep the schema's argument order as written (parameter decorators run last to first).

const PAGE = { defaultValue: 1, description: '1-based; a page past the end is empty.' };
const PAGE_SIZE = { defaultValue: 24, description: `1 to ${MAX_PAGE_SIZE}.` };

@ArgsType()
export class LocalizedUrlArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String, { description: 'Localized url, as in /category/{url} or /diagrams/{url}.' })
  url!: string;
}

@ArgsType()
export class SlideArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String, { description: 'Localized url_title, as in /slides/{url_title}.' })
  urlTitle!: string;
}

@ArgsType()
export class AlternatesArgs {
  @Field(() => AlternateKindEnum)
  kind!: AlternateKind;

  @Field(() => String, { description: 'A diagram or category url, or a slide url_title, in any locale.' })
  url!: string;
}

@ArgsType()
export class CatalogueArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String, { nullable: true, description: `A tag of /catalog/{tag}: ${KNOWN_TAGS.join(', ')}.` })
  tag?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Localized url of a category: its diagrams and its subcategories'.",
  })
  categoryUrl?: string | null;

  @Field(() => CatalogueSortEnum, { defaultValue: 'ORIGINAL' })
  sort!: CatalogueSort;

  @Field(() => Int, PAGE)
  page!: number;

  @Field(() => Int, PAGE_SIZE)
  pageSize!: number;
}

@ArgsType()
export class SearchArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String)
  query!: string;

  @Field(() => Int, PAGE)
  page!: number;

  @Field(() => Int, PAGE_SIZE)
  pageSize!: number;
}
