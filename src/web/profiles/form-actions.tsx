// The submit (and, when editing, Cancel) buttons at the foot of a profile form.
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export function FormActions({ editing, pending, onCancel }: { editing: boolean; pending: boolean; onCancel?: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-border pt-6 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={pending} className="sm:min-w-40">
        {pending && <Spinner className="size-4 text-current" label="Saving" />}
        {editing ? 'Save Changes' : 'Create Profile'}
      </Button>
    </div>
  );
}
