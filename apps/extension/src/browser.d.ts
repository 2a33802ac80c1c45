// The few WebExtension APIs the popup uses, as Chromium and Firefox (MV3, promise-based, both
// under `chrome`) provide them. Written here rather than installing @types/chrome for four calls.
declare namespace chrome {
  namespace storage {
    const local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string[]): Promise<void>;
    };
  }
  namespace tabs {
    type Tab = { id?: number; url?: string; title?: string };
    function query(query: { active?: boolean; currentWindow?: boolean; url?: string }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function create(properties: { url: string }): Promise<Tab>;
  }
  namespace scripting {
    function executeScript<T>(injection: { target: { tabId: number }; func: () => T }): Promise<{ result?: T }[]>;
  }
}
