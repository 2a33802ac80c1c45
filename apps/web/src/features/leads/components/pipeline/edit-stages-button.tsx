import { useState } from 'react';
import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePipelineStages } from '../../api/get-pipeline-stages';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// The dialog (its form library and rules) is not in the board's first scripts.
const EditStagesDialog = lazyWithPrefetch(() => import('./edit-stages-dialog').then((m) => m.EditStagesDialog));

/** "Edit stages" beside the board's filters: the dialog counts every lead, whatever the board shows. */
export function EditStagesButton() {
  const stages = usePipelineStages();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={!stages.data} onClick={() => setIsEditing(true)}>
        <Settings2 aria-hidden="true" />
        Edit stages
      </Button>
      {isEditing && stages.data && <EditStagesDialog stages={stages.data.stages} onClose={() => setIsEditing(false)} />}
    </>
  );
}
