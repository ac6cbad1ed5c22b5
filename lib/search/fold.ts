import * as OpenCC from 'opencc-js';

/**
 * Folding for the site search: the same text typed in another script or form must give the same
 * terms, at index and at query time alike. A visitor types 游客 on the traditional site, 遊客 on
 * /zh-cn, 福壽山 on /ja (whose pages write 福寿山), ＬＩＳＨＡＮ on a phone's full-width keyboard,
 * or Guguán. Every form is brought to one: NFKC (full-width → half-width), lower case, Latin
 * accents dropped, simplified → traditional (opencc, with phrases: 游客 → 遊客), and Japanese
 * shinjitai → traditional (寿 → 壽, 桜 → 櫻, 関 → 關). The folded text is never shown.
 *
 * No `server-only` here: the bench and the unit tests run it outside Next.
 */
let simplifiedToTraditional: ((text: string) => string) | undefined;
let shinjitaiToTraditional: ((text: string) => string) | undefined;

const han = /\p{Script=Han}/u;
/** A Latin letter followed by its combining marks, which NFKD separated from it. */
const latinWithMarks = /(\p{Script=Latin})\p{Mn}+/gu;

export function foldText(text: string): string {
  // NFKD then NFC: accents of Latin letters only are dropped; kana keep their voicing marks.
  let folded = text.normalize('NFKD').replace(latinWithMarks, '$1').normalize('NFKC').toLocaleLowerCase('en');
  if (han.test(folded)) {
    simplifiedToTraditional ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
    shinjitaiToTraditional ??= OpenCC.Converter({ from: 'jp', to: 'tw' });
    folded = shinjitaiToTraditional(simplifiedToTraditional(folded));
  }
  return folded;
}
