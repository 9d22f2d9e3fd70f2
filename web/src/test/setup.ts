import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
import '@/i18n/i18n';

// jsdom has no pointer capture and no scrolling, which Radix's Select and Toast call on a click: without them a
// click on a menu option or a toast's button throws inside the library.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Drafts, the chosen store and the language live in localStorage: each test starts without the last one's.
afterEach(() => localStorage.clear());
