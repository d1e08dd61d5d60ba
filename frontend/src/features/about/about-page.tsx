import { Container, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import officeBali from '../../assets/media/office-bali.svg';
import officeJakarta from '../../assets/media/office-jakarta.svg';
import { PageHero } from '../../components/page-hero';
import { TitledSection } from '../../components/titled-section';
import { team, type TeamMemberKey } from '../../content/team';
import { useModalHistory } from '../../hooks/use-modal-history';
import classes from './about-page.module.css';
import { useAboutTranslation } from './about-translations';
import { TeamGrid } from './team-grid';
import { TeamMemberModal } from './team-member-modal';

/** Both office pictures are 600x400 (frontend/media/about-illustrations.mjs). */
const OFFICE_IMAGES = [
  { key: 'jakarta', src: officeJakarta },
  { key: 'bali', src: officeBali },
] as const;

/** product §2 "About us": hero, mission, office images, vision, and the team with its modal. */
export default function AboutPage() {
  const { t: tShell } = useTranslation();
  const { t } = useAboutTranslation();
  // The member stays while the modal fades out; `opened` alone says whether it shows.
  const [shown, setShown] = useState<{ key: TeamMemberKey; opened: boolean } | null>(null);
  const member = team.find((candidate) => candidate.key === shown?.key);
  const closeMember = () => setShown((current) => current && { ...current, opened: false });
  useModalHistory(shown?.opened ?? false, closeMember);

  return (
    <>
      <PageHero title={tShell('pages.about.heading')} subtitle={t('hero.subtitle')} />
      <Container size="lg">
        <TitledSection className={classes.section} headingId="about-mission" heading={t('mission.heading')}>
          <Text className={classes.prose} mt="sm" size="lg">
            {t('mission.text')}
          </Text>
          <Text className={classes.prose} mt="sm">
            {t('mission.beyond')}
          </Text>
        </TitledSection>
        <TitledSection
          className={classes.section}
          headingId="about-offices"
          heading={t('offices.heading')}
          headingMb="md"
        >
          <div className={classes.offices}>
            {OFFICE_IMAGES.map(({ key, src }) => (
              <figure key={key} className={classes.office}>
                <img src={src} alt={t(`offices.${key}`)} width={600} height={400} loading="lazy" />
                <figcaption>{t(`offices.${key}Caption`)}</figcaption>
              </figure>
            ))}
          </div>
        </TitledSection>
        <TitledSection className={classes.section} headingId="about-vision" heading={t('vision.heading')}>
          <Text className={classes.prose} mt="sm" size="lg">
            {t('vision.text')}
          </Text>
        </TitledSection>
        <TitledSection className={classes.section} headingId="about-team" heading={t('team.heading')}>
          <Text mt="xs" c="dimmed">
            {t('team.intro')}
          </Text>
          <TeamGrid onOpen={(chosen) => setShown({ key: chosen.key, opened: true })} />
        </TitledSection>
      </Container>
      <TeamMemberModal member={member} opened={shown?.opened ?? false} onClose={closeMember} />
    </>
  );
}
