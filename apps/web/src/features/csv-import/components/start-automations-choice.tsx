/**
 * Issue 46: a lead import says whether its new leads may start flows. Ticked by default ("Don't
 * start"), as Follow Up Boss does: a book brought in is past clients, not new inquiries, and a
 * "new lead" flow would greet each of them as a stranger.
 */
export function StartAutomationsChoice({ startAutomations, onChange }: { startAutomations: boolean; onChange: (start: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 rounded-md border border-border p-3 text-sm">
      <input type="checkbox" className="mt-0.5" checked={!startAutomations} onChange={(e) => onChange(!e.target.checked)} />
      <span>
        <span className="font-medium">Don't start automations for these leads</span>
        <span className="block text-xs text-muted-foreground">
          {startAutomations
            ? 'Flows whose trigger includes imported leads will start for each new lead in this file, and may e-mail or text them.'
            : 'No flow starts for them and nothing is sent to them by itself. You can still put them on a flow later.'}
        </span>
      </span>
    </label>
  );
}
