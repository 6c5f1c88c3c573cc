import { registerEnumType } from 'type-graphql';
import { CATEGORY_ICONS, type CategoryIcon } from '../../domain/category-icons';
import { enumOf } from '../shared/enum-of';

export const CategoryIconEnum = enumOf(CATEGORY_ICONS);

const ICON_DESCRIPTIONS: Record<CategoryIcon, string> = {
  business: 'Content-ready slides (slug content-ready-ppt).',
  charts: 'Data charts (slug data-charts-ppt).',
  creative: 'Creative styles (slug creative-styles-ppt).',
  diagram: 'Diagrams (slug diagrams-powerpoint).',
  icons: 'Icons (slug icons-powerpoint).',
  maps: 'Maps (slug powerpoint-maps).',
  new: 'New arrivals (slug new).',
  bundle: 'Bundles (slug bundles).',
  free: 'Free downloads (slug free).',
};

registerEnumType(CategoryIconEnum, {
  name: 'CategoryIcon',
  description: 'The icon the shop shows beside a category, chosen by the category slug.',
  valuesConfig: Object.fromEntries(CATEGORY_ICONS.map((icon) => [icon, { description: ICON_DESCRIPTIONS[icon] }])),
});
