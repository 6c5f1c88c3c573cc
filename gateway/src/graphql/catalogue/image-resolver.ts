import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type Image as ImageModel, absoluteMediaUrl } from '../../domain/media';
import type { Context } from '../context';
import { Image } from './image';

@Resolver(() => Image)
export class ImageResolver {
  @FieldResolver(() => String, { description: 'Absolute: MEDIA_PUBLIC_URL before the backend path.' })
  url(@Root() image: ImageModel, @Ctx() { mediaPublicUrl }: Context): string {
    return absoluteMediaUrl(mediaPublicUrl, image.url);
  }
}
