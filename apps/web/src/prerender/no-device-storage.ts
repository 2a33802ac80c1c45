// A screen the server draws is drawn as a new device first sees it, with nothing stored on it
// (a device whose own settings would draw it differently hides the drawing, index.html). The
// app's persisted stores are made as their modules load, so this module, the renderer's first
// import, gives them a storage that keeps nothing first: what a read mirrors into them (the
// guide's state) is dropped quietly, not warned about in the server's log at every drawing.
const KEEPS_NOTHING: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

if (!('localStorage' in globalThis)) Object.defineProperty(globalThis, 'localStorage', { value: KEEPS_NOTHING });
