// drag.js — dragging a tile with a mouse or a finger (Pointer Events, one stream for both; CSS touch-action:none on
// the tiles). Modelled on chessground's drag: nothing happens until the pointer has moved DISTANCE pixels, so a
// short press stays a tap (the click that follows is the tap, handled by rack.js and board.js); past it a ghost
// tile follows the pointer and the drop names the square under it. The click that follows a drag is swallowed.
// Tap and drag end in the same place(tile, square) in main.js.

const DISTANCE = 8;

/**
 * sourceOf(target) → a description of what is dragged ({label}) or null (not draggable);
 * drop(source, square) → called with the square under the pointer at release ([row, col] or null);
 * squareAt(x, y) → [row, col] | null.
 */
export function enableDrag(roots, sourceOf, squareAt, drop) {
  let current = null;
  let swallowClick = false;

  const start = (event) => {
    if (event.button !== 0 || current) return;
    const source = sourceOf(event.target);
    if (!source) return;
    current = { source, id: event.pointerId, x: event.clientX, y: event.clientY, started: false, ghost: null,
                element: event.target.closest("[data-index], [data-sq]") };
    try { current.element.setPointerCapture(event.pointerId); } catch (error) { /* synthetic event */ }
  };

  const move = (event) => {
    if (!current || event.pointerId !== current.id) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.started && Math.hypot(dx, dy) < DISTANCE) return;
    if (!current.started) {
      current.started = true;
      const ghost = document.createElement("div");
      ghost.className = "dragtile" + (current.source.blank ? " blank" : "");
      ghost.textContent = current.source.label;
      document.body.appendChild(ghost);
      current.ghost = ghost;
      document.body.classList.add("dragging");
    }
    current.ghost.style.transform = `translate(${event.clientX}px, ${event.clientY}px) translate(-50%, -70%)`;
    event.preventDefault();
  };

  const finish = (event, cancelled) => {
    if (!current || event.pointerId !== current.id) return;
    const { started, ghost, source, element } = current;
    current = null;
    try { element.releasePointerCapture(event.pointerId); } catch (error) { /* already released */ }
    if (!started) return;                         // a tap: the click that follows does it
    ghost.remove();
    document.body.classList.remove("dragging");
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
    if (!cancelled) drop(source, squareAt(event.clientX, event.clientY));
  };

  roots.forEach((root) => {
    root.addEventListener("pointerdown", start);
    root.addEventListener("pointermove", move);
    root.addEventListener("pointerup", (event) => finish(event, false));
    root.addEventListener("pointercancel", (event) => finish(event, true));
  });
  window.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
}
