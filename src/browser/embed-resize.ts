/**
 * Embeds report their content height to the embedding page, so it can size the iframe:
 * `postMessage({ type: 'quiz:height', height }, '*')` on load and whenever the content
 * resizes (ResizeObserver). Plain script, no framework; does nothing outside an iframe or
 * outside embed routes (the head script marks those with `<html data-embed>`).
 */
function contentHeight(): number {
  const main = document.querySelector('main') ?? document.body;
  // `main` grows to the viewport (flex), so measure what it contains.
  let bottom = 0;
  for (const el of Array.from(main.children)) {
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    bottom = Math.max(bottom, r.bottom + parseFloat(getComputedStyle(el).marginBottom || '0'));
  }
  const style = getComputedStyle(main);
  return Math.ceil(
    bottom + window.scrollY + parseFloat(style.paddingBottom || '0') + parseFloat(style.borderBottomWidth || '0'),
  );
}

function start(): void {
  if (window.parent === window || !document.documentElement.hasAttribute('data-embed')) return;
  let last = -1;
  let frame = 0;
  const report = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const height = contentHeight();
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: 'quiz:height', height }, '*');
    });
  };
  const main = document.querySelector('main') ?? document.body;
  const observer = new ResizeObserver(report);
  observer.observe(document.documentElement);
  observer.observe(main);
  for (const el of Array.from(main.children)) observer.observe(el);
  new MutationObserver((records) => {
    for (const r of records) for (const n of Array.from(r.addedNodes)) if (n instanceof Element) observer.observe(n);
    report();
  }).observe(main, { childList: true, subtree: true, attributes: true });
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report);
  report();
}

start();
