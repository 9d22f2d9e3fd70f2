import '@testing-library/jest-dom/vitest';
import '@/i18n/i18n';

// jsdom has no pointer capture and no scrolling, which Radix's Select and Toast call on a click: without them a
// click on a menu option or a toast's button throws inside the library.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
