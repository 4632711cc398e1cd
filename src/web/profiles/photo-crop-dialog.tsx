// The square crop of a chosen photo (react-easy-crop): drag to place, zoom to fit, shown in the
// circle the avatars use. Loaded only when a photo is chosen (profile-photo-card.tsx).
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import type { CropArea } from './crop-image';

export interface PhotoCropDialogProps {
  /** The chosen file as a data: URL; null: closed. */
  source: string | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (area: CropArea) => void;
}

const MAX_ZOOM = 4;

export function PhotoCropDialog({ source, saving, error, onCancel, onSave }: PhotoCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crop your photo</DialogTitle>
          <DialogDescription>Drag to place it and zoom to fit the circle.</DialogDescription>
        </DialogHeader>
        <div className="relative h-72 w-full overflow-hidden rounded-lg bg-slate-900 sm:h-80">
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-foreground">
          Zoom
          <input
            type="range"
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="w-full accent-primary"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => area && onSave(area)} disabled={!area || saving}>
            {saving ? 'Saving…' : 'Save photo'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
