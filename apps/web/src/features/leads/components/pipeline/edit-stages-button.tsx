import { useState } from 'react';
import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePipelineStages } from '../../api/get-pipeline-stages';
import { EditStagesDialog } from './edit-stages-dialog';

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
