import { useState } from 'react';
import { PROPERTY_PHOTOS_MAX } from '@porchlight/domain/properties/property-photos';
import { messageOf } from '@/lib/api-client';
import { photoFileProblem, useUploadPropertyPhoto } from '../api/upload-property-photo';

export type UploadProgress = { done: number; total: number } | null;

/**
 * Several photos chosen at once go up one at a time (one request each keeps the body limit small
 * and lets the others through when one is refused); what could not go is listed, not lost.
 */
export function usePhotoUploads(propertyId: string, photoCount: number) {
  const upload = useUploadPropertyPhoto(propertyId);
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function uploadFiles(files: File[]) {
    const found: string[] = [];
    const room = Math.max(0, PROPERTY_PHOTOS_MAX - photoCount);
    const wanted = files.filter((file) => {
      const problem = photoFileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (wanted.length > room)
      found.push(`A property holds at most ${PROPERTY_PHOTOS_MAX} photos: ${wanted.length - room} of them were not added.`);
    const accepted = wanted.slice(0, room);
    setProgress(accepted.length ? { done: 0, total: accepted.length } : null);
    for (const [index, file] of accepted.entries()) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        found.push(`${file.name}: ${messageOf(error)}`);
      }
      setProgress({ done: index + 1, total: accepted.length });
    }
    setProgress(null);
    setProblems(found);
  }

  return { uploadFiles, progress, problems, isUploading: progress !== null, clearProblems: () => setProblems([]) };
}
