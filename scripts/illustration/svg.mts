/** Collects <defs> and drawing elements and serialises one SVG document. */

export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A document-unique id for gradients, filters and clip paths. */
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }

  add(markup: string): this {
    this.body.push(markup);
    return this;
  }

  /** Vertical linear gradient with evenly listed stops; returns its url(#id). */
  verticalGradient(stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('g');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter; returns its url(#id). */
  blur(deviation: number): string {
    const id = this.id('f');
    this.def(
      `<filter id="${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    const { width: w, height: h } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
