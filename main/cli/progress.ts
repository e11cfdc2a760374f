import type { Io } from './context';

/**
 * Progress on stderr: a line redrawn in place on a terminal (count, rate, ETA when the total is
 * known), or a line every few seconds when stderr is a log file.
 */
export class Progress {
  private readonly started = Date.now();
  // Nothing is drawn in the first second: short runs need no progress line.
  private lastDraw = Date.now();

  constructor(
    private readonly io: Io,
    private readonly label: string,
    private readonly total?: number,
  ) {}

  update(done: number): void {
    const now = Date.now();
    const interval = this.io.isTTY ? 200 : 5_000;
    if (now - this.lastDraw < interval) return;
    this.lastDraw = now;
    const line = this.describe(done, now);
    this.io.err(this.io.isTTY ? `\r\x1b[K${line}` : `${line}\n`);
  }

  finish(): void {
    if (this.io.isTTY && this.lastDraw > 0) this.io.err('\r\x1b[K');
  }

  private describe(done: number, now: number): string {
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    let text = `${this.label}: ${done.toLocaleString('en-US')}`;
    if (this.total) {
      const percent = Math.floor((done / this.total) * 100);
      const eta = rate > 0 ? Math.ceil((this.total - done) / rate) : 0;
      text += `/${this.total.toLocaleString('en-US')} (${percent}%), ETA ${eta}s`;
    }
    return `${text}, ${Math.round(rate).toLocaleString('en-US')}/s`;
  }
}
