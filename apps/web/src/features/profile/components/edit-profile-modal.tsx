import { EditProfileSchema, type User } from '@shop/shared/auth.schema';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { useImagePicker } from '@/features/uploads/api/upload-image';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useEditProfile } from '../api/edit-profile';

export function EditProfileModal({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('profile.edit')}>
      {/* Mounted afresh on every opening, so it starts from the saved profile. */}
      <EditProfileForm user={user} onDone={onClose} />
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
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
  const {
    uploading,
    error: uploadError,
    onFileChosen,
  } = useImagePicker({
    onUploaded: (url) => setValue('profileImage', url, { shouldValidate: true, shouldDirty: true }),
  });
  const imageError =
    uploadError ?? (errors.profileImage ? (profileImage ? t('profile.uploadNew') : errors.profileImage.message) : undefined);
  // The server takes pictures from staff and from customers who verified their address.
  const mayUpload = user.role === 'admin' || user.emailVerified;
  // Asked here: an address verified meanwhile (409) refetches the user, and the picker takes the
  // place of VerifyToUpload before the answer is said.
  const resend = useResendVerification();

  const onSubmit = submit(async (values) => {
    const sent = await send({
      username: values.username,
      profileImage: values.profileImage,
      bio: values.bio ?? '',
      profession: values.profession,
      userId: user._id,
    });
    if (!sent) {
      toast.error(t('profile.updateFailed'));
      return;
    }
    toast.success(t('profile.updated'));
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending || uploading}>
      {editMutation.isError ? <FormAlert title={t('profile.updateFailed')} detail={apiErrorDetail(editMutation.error)} /> : null}

      <TextField label={t('auth.field.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />

      <fieldset className="space-y-3" aria-describedby={imageStatusId}>
        <legend className="mb-1.5 block text-sm font-medium">{t('profile.image')}</legend>
        <div className="flex items-center gap-4">
          <Avatar src={profileImage || null} name={username || user.username} size="md" decorative />
          {mayUpload ? (
            <ImageUploadButton uploading={uploading} onFileChosen={onFileChosen} statusId={imageStatusId} invalid={Boolean(imageError)}>
              {profileImage ? t('profile.changeImage') : t('profile.uploadImage')}
            </ImageUploadButton>
          ) : null}
        </div>
        {mayUpload ? (
          <ImageUploadStatus id={imageStatusId} uploading={uploading} error={imageError} />
        ) : (
          <VerifyToUpload id={imageStatusId} email={user.email} hasPicture={Boolean(profileImage)} error={imageError} resend={resend} />
        )}
      </fieldset>

      <TextAreaField label={t('profile.bio')} hint={t('profile.optional')} error={errors.bio?.message} {...register('bio')} />
      <TextField label={t('profile.profession')} error={errors.profession?.message} {...register('profession')} />

      <FormActions
        pending={pending}
        disabled={uploading}
        submitLabel={t('addresses.saveChanges')}
        pendingLabel={t('auth.saving')}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}

/** In place of the picker for a customer whose address is unverified, before they pick a file the server would refuse. */
function VerifyToUpload({
  id,
  email,
  hasPicture,
  error,
  resend,
}: {
  id: string;
  email: string;
  hasPicture: boolean;
  error?: string;
  resend: ReturnType<typeof useResendVerification>;
}) {
  const t = useT();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (failure) => toast.error(apiErrorDetail(failure) ?? t('auth.verifyNotice.resendFailed')),
    });
  return (
    <div id={id} className="space-y-2">
      <p className="rounded-lg border border-[#f0d9ae] bg-[#fbefd9] px-3 py-2 text-sm break-words text-[#7a4a06]">
        {t('profile.verifyToUpload', { email })} {hasPicture ? t('profile.restCanChange') : t('profile.saveOncePicture')}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? t('auth.sending') : t('auth.verify.send')}
      </Button>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}
