import { zodResolver } from '@hookform/resolvers/zod';
import { EditProfileSchema, type User } from '@shop/shared/auth.schema';
import { ImageUp } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonStyles } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useUploadImage } from '@/features/uploads/api/upload-image';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { useEditProfile } from '../api/edit-profile';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again';

export function EditProfileModal({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile">
      {/* Mounted afresh on every opening, so it starts from the saved profile. */}
      <EditProfileForm user={user} onDone={onClose} />
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const imageStatusId = useId();
  const editMutation = useEditProfile();
  const uploadMutation = useUploadImage();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(EditProfileSchema),
    defaultValues: {
      username: user.username,
      profileImage: user.profileImage ?? '',
      bio: user.bio ?? '',
      profession: user.profession ?? '',
    },
  });
  const profileImage = useWatch({ control, name: 'profileImage' });
  const username = useWatch({ control, name: 'username' });
  const saving = isSubmitting || editMutation.isPending;
  const uploading = uploadMutation.isPending;
  // NOTE: the shop serves only its own images (content security policy), so a picture is
  // always uploaded; a stored address from elsewhere just asks for a new upload.
  const imageError = errors.profileImage
    ? profileImage
      ? 'Please upload a new picture from your device.'
      : errors.profileImage.message
    : undefined;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploadMutation.mutate(file, {
      onSuccess: ({ url }) => {
        setValue('profileImage', url, { shouldValidate: true, shouldDirty: true });
        toast.success('Image uploaded successfully');
      },
      onError: (error) => {
        toast.error(apiErrorDetail(error) ?? (error instanceof Error ? error.message : 'Image upload failed.'));
      },
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (editMutation.isPending) return;
    try {
      await editMutation.mutateAsync({
        username: values.username,
        profileImage: values.profileImage,
        bio: values.bio ?? '',
        profession: values.profession,
        userId: user._id,
      });
    } catch {
      toast.error(PROFILE_UPDATE_FAILED);
      return;
    }
    toast.success('Profile updated successfully!');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={saving || uploading}>
      {editMutation.isError ? <FormAlert title={PROFILE_UPDATE_FAILED} detail={apiErrorDetail(editMutation.error)} /> : null}

      <TextField label="User Name" autoComplete="username" error={errors.username?.message} {...register('username')} />

      <fieldset className="space-y-3" aria-describedby={imageStatusId}>
        <legend className="mb-1.5 block text-sm font-medium">Profile Image</legend>
        <div className="flex items-center gap-4">
          <Avatar src={profileImage || null} name={username || user.username} size="md" decorative />
          <label
            className={cn(
              buttonStyles({ variant: 'secondary' }),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-3 focus-within:outline-focus',
              uploading && 'pointer-events-none opacity-50',
            )}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {profileImage ? 'Change image' : 'Upload image'}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={uploading}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageStatusId}
              onChange={onFileChosen}
            />
          </label>
        </div>
        <div id={imageStatusId}>
          <p className="text-xs text-muted" role="status">
            {uploading ? <span className="font-medium text-ink">Wait please image is uploading...</span> : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
          </p>
          {imageError ? <p className="mt-1 text-sm text-danger">{imageError}</p> : null}
        </div>
      </fieldset>

      <TextAreaField label="Bio" hint="Optional." error={errors.bio?.message} {...register('bio')} />
      <TextField label="Profession" error={errors.profession?.message} {...register('profession')} />

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
