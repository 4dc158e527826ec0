import { EditProfileSchema, type User } from '@shop/shared/auth.schema';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useImagePicker } from '@/features/uploads/api/upload-image';
import { apiErrorDetail } from '@/lib/api-error-detail';
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
  const { register, setValue, control, errors, pending, submit, send } = useMutationForm(editMutation, {
    schema: EditProfileSchema,
    defaultValues: {
      username: user.username,
      profileImage: user.profileImage ?? '',
      bio: user.bio ?? '',
      profession: user.profession ?? '',
    },
  });
  const profileImage = useWatch({ control, name: 'profileImage' });
  const username = useWatch({ control, name: 'username' });
  // NOTE: the shop serves only its own images (content security policy), so a picture is
  // always uploaded; a stored address from elsewhere just asks for a new upload.
  const imageError = errors.profileImage
    ? profileImage
      ? 'Please upload a new picture from your device.'
      : errors.profileImage.message
    : undefined;

  const { uploading, onFileChosen } = useImagePicker({
    onUploaded: (url) => setValue('profileImage', url, { shouldValidate: true, shouldDirty: true }),
  });

  const onSubmit = submit(async (values) => {
    const sent = await send({
      username: values.username,
      profileImage: values.profileImage,
      bio: values.bio ?? '',
      profession: values.profession,
      userId: user._id,
    });
    if (!sent) {
      toast.error(PROFILE_UPDATE_FAILED);
      return;
    }
    toast.success('Profile updated successfully!');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending || uploading}>
      {editMutation.isError ? <FormAlert title={PROFILE_UPDATE_FAILED} detail={apiErrorDetail(editMutation.error)} /> : null}

      <TextField label="User Name" autoComplete="username" error={errors.username?.message} {...register('username')} />

      <fieldset className="space-y-3" aria-describedby={imageStatusId}>
        <legend className="mb-1.5 block text-sm font-medium">Profile Image</legend>
        <div className="flex items-center gap-4">
          <Avatar src={profileImage || null} name={username || user.username} size="md" decorative />
          <ImageUploadButton uploading={uploading} onFileChosen={onFileChosen} statusId={imageStatusId} invalid={Boolean(imageError)}>
            {profileImage ? 'Change image' : 'Upload image'}
          </ImageUploadButton>
        </div>
        <ImageUploadStatus id={imageStatusId} uploading={uploading} error={imageError} />
      </fieldset>

      <TextAreaField label="Bio" hint="Optional." error={errors.bio?.message} {...register('bio')} />
      <TextField label="Profession" error={errors.profession?.message} {...register('profession')} />

      <FormActions
        pending={pending}
        disabled={uploading}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
