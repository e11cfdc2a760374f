import { useEffect, useRef, useState } from 'react';

/** Pages past this are not drawn: a resume has one to three, and a 200-page upload must not freeze the window. */
const MAX_PAGES = 10;

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | undefined;

/**
 * pdf.js is loaded the first time a PDF is shown, so the app's first screen does not pay for it.
 * Its worker is a file of the app's own bundle (Vite emits it; the CSP's 'self' allows it), never
 * fetched from anywhere else.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  );
  return pdfjs;
}

/** A PDF drawn page by page into canvases, as wide as the pane. */
export function PdfPages({ data, title }: { data: Uint8Array; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; drawn: number; error?: string }>({
    pages: 0,
    drawn: 0,
  });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const container = host.current;
    if (!container) return;
    (async () => {
      const lib = await loadPdfJs();
      // pdf.js takes ownership of the buffer it is given: hand it a copy, the caller keeps its bytes.
      const task = lib.getDocument({ data: data.slice(), isEvalSupported: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      const pages = Math.min(pdf.numPages, MAX_PAGES);
      if (cancelled) return;
      setState({ pages: pdf.numPages, drawn: 0 });
      container.replaceChildren();
      const width = container.clientWidth || 600;
      for (let n = 1; n <= pages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const unscaled = page.getViewport({ scale: 1 });
        const scale = width / unscaled.width;
        const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / window.devicePixelRatio)}px`;
        canvas.className = 'pdf-page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`);
        container.append(canvas);
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) setState((s) => ({ ...s, drawn: n }));
      }
    })().catch((error: unknown) => {
      if (!cancelled)
        setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [data, title]);

  return (
    <div className="pdf-view">
      {state.error && (
        <p className="problem" role="alert">
          The PDF could not be drawn: {state.error}
        </p>
      )}
      {!state.error && state.drawn === 0 && <p className="muted">Drawing the PDF…</p>}
      <div ref={host} className="pdf-pages" data-drawn={state.drawn} />
      {state.pages > MAX_PAGES && (
        <p className="muted small">
          The first {MAX_PAGES} of {state.pages} pages are shown.
        </p>
      )}
    </div>
  );
}
