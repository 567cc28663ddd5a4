// Starts the shop's code on a page the server rendered once the page has been painted with its first eager image (a
// product's picture, a listing's first tiles, the first banner), so that picture is not held back behind the code's
// first long task on a slow phone. The code itself is preloaded meanwhile (a <link rel="preload"> in the head), so
// nothing waits for the network; after START_WAIT_MS the code starts whatever the image does (a picture slower than
// the code would otherwise hold back the start of every other download: the wait is kept short).
(function () {
  'use strict';
  var START_WAIT_MS = 500;
  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  // A press on a button before the shell has started does nothing by itself: the last one is kept, and the shell presses
  // it again once the page has hydrated (host/src/app/pending-press.ts). Links and form submits work without code.
  var pressed = null;
  function onPress(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type !== 'submit' && !button.disabled) pressed = button;
  }
  document.addEventListener('click', onPress, true);
  window.__shopTakePendingPress = function () {
    document.removeEventListener('click', onPress, true);
    var button = pressed;
    pressed = null;
    return button;
  };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var element = document.createElement('script');
    element.src = main;
    document.body.appendChild(element);
  }
  // Once the next frame is on the screen.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var image = document.querySelector('#root img[loading="eager"]');
  if (!image || image.complete) {
    afterPaint();
    return;
  }
  image.addEventListener('load', afterPaint, { once: true });
  image.addEventListener('error', afterPaint, { once: true });
  setTimeout(start, START_WAIT_MS);
})();
