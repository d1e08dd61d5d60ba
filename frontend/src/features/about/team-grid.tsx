import { UnstyledButton } from '@mantine/core';
import { team, type TeamMember } from '../../content/team';
import { useLocalized } from '../../hooks/use-localized';
import classes from './about-page.module.css';
import { useAboutTranslation } from './about-translations';
import { PORTRAIT_SIZE, TEAM_PORTRAITS } from './team-portraits';

interface Props {
  onOpen: (member: TeamMember) => void;
}

/** product §2/§3: the five members; a card is one button, named by its visible text. */
export function TeamGrid({ onOpen }: Props) {
  const { t } = useAboutTranslation();
  const localized = useLocalized();
  return (
    <ul className={classes.team} data-testid="team-grid">
      {team.map((member) => (
        <li key={member.key}>
          <UnstyledButton
            className={classes.card}
            onClick={() => onOpen(member)}
            aria-haspopup="dialog"
            data-testid="team-member-card"
            data-member={member.key}
          >
            {/* Decorative here: the name is right under it; the modal describes the portrait. */}
            <img
              className={classes.portrait}
              src={TEAM_PORTRAITS[member.key]}
              alt=""
              width={PORTRAIT_SIZE}
              height={PORTRAIT_SIZE}
              loading="lazy"
            />
            <span className={classes.name}>{member.name}</span>
            <span className={classes.position}>{localized(member.position)}</span>
            <span className={classes.experience}>{t('team.experience', { years: member.experienceYears })}</span>
            <span className={classes.more}>{t('team.more')}</span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
