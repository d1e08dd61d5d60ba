import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TeamMember } from '../../content/team';
import { useLocalized } from '../../hooks/use-localized';
import { useAboutTranslation } from './about-translations';
import { TEAM_PORTRAITS } from './team-portraits';
import classes from './team-member-modal.module.css';

interface Props {
  /** The member last opened; it stays while the modal fades out. */
  member: TeamMember | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * product §2 "About us": position, experience, bio, education (a dash when absent) and skills.
 * Mantine's modal closes on X, a click outside and Escape, locks the page's scroll while open
 * and gives the focus back to the card that opened it. It stays mounted: Mantine notes the
 * element to give the focus back to when `opened` changes, not when it first mounts.
 */
export function TeamMemberModal({ member, opened, onClose }: Props) {
  const { t } = useAboutTranslation();
  return (
    <Modal
      opened={opened && member !== undefined}
      onClose={onClose}
      title={member?.name}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('team.close') }}
    >
      {member && <MemberDetails member={member} />}
    </Modal>
  );
}

function MemberDetails({ member }: { member: TeamMember }) {
  const { t } = useAboutTranslation();
  const localized = useLocalized();
  return (
    <Stack data-testid="team-member-details">
      <div className={classes.summary}>
        <img
          className={classes.portrait}
          src={TEAM_PORTRAITS[member.key]}
          alt={t('team.portrait', { name: member.name })}
          width={120}
          height={120}
        />
        <dl className={classes.facts}>
          <dt>{t('team.position')}</dt>
          <dd data-testid="member-position">{localized(member.position)}</dd>
          <dt>{t('team.experienceLabel')}</dt>
          <dd data-testid="member-experience">{t('team.experience', { years: member.experienceYears })}</dd>
          <dt>{t('team.education')}</dt>
          <dd data-testid="member-education">
            {member.education ? (
              localized(member.education)
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{t('team.noEducation')}</VisuallyHidden>
              </>
            )}
          </dd>
        </dl>
      </div>
      <div>
        <Title order={3} size="h5">
          {t('team.bio')}
        </Title>
        <Text data-testid="member-bio">{localized(member.bio)}</Text>
      </div>
      <div>
        <Title order={3} size="h5" mb={6}>
          {t('team.skills')}
        </Title>
        <ul className={classes.skills} data-testid="member-skills">
          {member.skills.map((skill) => (
            <li key={skill.en}>{localized(skill)}</li>
          ))}
        </ul>
      </div>
    </Stack>
  );
}
