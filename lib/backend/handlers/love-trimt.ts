import 'server-only';
import { listPublishedFeedback, publishedPhoto } from '../forms/love-trimt';
import { ApiHttpError, BinaryAnswer, type EndpointRequest } from '../http';
import { envelope } from './envelope';

/** GET /_api/{lang}/love-trimt: published feedback with the office's answers (zh-tw; en and ja an empty list). */
export async function loveTrimtHandler({ lang }: EndpointRequest) {
  return envelope(lang, await listPublishedFeedback(lang));
}

/** GET /_api/{lang}/love-trimt/{id}/photo: a published item's photo (never stored in a cache: a withdrawn one is gone at once). */
export async function loveTrimtPhotoHandler({ lang, params }: EndpointRequest) {
  const photo = await publishedPhoto(lang, Number(params.id));
  if (!photo) throw new ApiHttpError(404, 'No such photo.');
  return new BinaryAnswer(new Uint8Array(photo), 'image/jpeg');
}
