import { useId, useState, type DragEvent } from 'react';
import { Download, FileUp } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { downloadTemplate } from '../lib/download-template';

type Props = { entity: ImportEntity; isReading: boolean; fileName: string | null; onFile: (file: File) => void };

/** Spec 001 §2 upload: a drag-and-drop area and a file picker that accepts only .csv. */
export function UploadStep({ entity, isReading, fileName, onFile }: Props) {
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  if (isReading) {
    return (
      <div className="space-y-3 py-6 text-center" role="status">
        <p className="text-sm">Reading {fileName}…</p>
        <Skeleton className="mx-auto h-2 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div
        data-testid="csv-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
          isDragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">Drag and drop your CSV file here</p>
        <p className="text-xs text-muted-foreground">or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-input px-4 py-2 text-sm font-medium hover:bg-accent focus-within:outline-2 focus-within:outline-ring"
        >
          Choose CSV file
          <input
            id={inputId}
            type="file"
            accept=".csv"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <p className="text-xs text-muted-foreground">CSV files only (.csv)</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>Not sure about the format? Start from the template.</span>
        <Button variant="outline" size="sm" onClick={() => downloadTemplate(entity)}>
          <Download aria-hidden="true" />
          Download Template
        </Button>
      </div>
    </div>
  );
}
