/**
 * The layout variable of docs/reference/constants.md#layout: `--app-height` on `<html>` holds the window's inner
 * height in pixels and follows resizes (mobile browsers' bars come and go, where `100vh` is
 * wrong). CSS falls back to `100dvh` until this runs.
 */
const root = document.documentElement;
let frame = 0;

function update(): void {
  root.style.setProperty('--app-height', `${window.innerHeight}px`);
}

update();
addEventListener('resize', () => {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(update);
});
