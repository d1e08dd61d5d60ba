import arif from '../../assets/media/team-arif-setiawan.svg';
import david from '../../assets/media/team-david-hartono.svg';
import made from '../../assets/media/team-made-wirawan.svg';
import maya from '../../assets/media/team-maya-kusuma.svg';
import rina from '../../assets/media/team-rina-wulandari.svg';
import type { TeamMemberKey } from '../../content/team';

/** The portrait illustrated for each member (frontend/media/about-illustrations.mjs), 240x240. */
export const TEAM_PORTRAITS: Record<TeamMemberKey, string> = {
  'rina-wulandari': rina,
  'arif-setiawan': arif,
  'maya-kusuma': maya,
  'david-hartono': david,
  'made-wirawan': made,
};

export const PORTRAIT_SIZE = 240;
