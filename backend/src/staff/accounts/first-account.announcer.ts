import { Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { STAFF_SETUP_LINK_MINUTES } from '@cipta/domain/staff-rules';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { StaffAccounts, setupLinkUrl } from './staff-accounts.js';

/**
 * product §10.2: when the API starts and no staff account exists, it prints a one-time link
 * for the first admin to its log. There is no default account and no default password.
 */
@Injectable()
export class FirstAccountAnnouncer {
  constructor(
    private readonly accounts: StaffAccounts,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Called by createApp once the app is built, with the app's own log. */
  async announce(logger: Logger): Promise<void> {
    if (!this.config.staff.mfa) {
      logger.warn('STAFF_MFA is off: staff sign in without a second factor. Use this for local experiments only.');
    }
    if ((await this.accounts.count()) > 0) return;
    const setupLink = setupLinkUrl(this.config.staff.webUrl, await this.accounts.createSetupLink('first-admin'));
    logger.warn(
      { setupLink },
      `No staff account exists. Open this one-time link within ${STAFF_SETUP_LINK_MINUTES} minutes to create the first admin: ${setupLink}`,
    );
  }
}
