// Everything the gateway remembers between requests, reachable in-process as RunningGateway.state.
import { AdminRecords } from './admin/admin-records';
import { Accounts } from './accounts';
import { RsaKeyPair } from './auth/rsa-keys';
import { TokenStore, type Session } from './auth/token-store';
import { CallLog } from './call-log';
import { Clock } from './clock';
import { FaultRegistry } from './faults';
import { MasterDataRecords } from './master-data/master-data-records';
import { IdentityRecords } from './identity/identity-records';
import { sessionRestart } from './identity/session-restart';
import { PlatformState } from './platform-state';
import { ProfileStore } from './profiles/profile-store';
import { CodeRuleStore } from './code-rules/code-rule-store';
import { MenuConfig } from './roles/menu-config';
import { RoleAdmin } from './roles/role-admin';
import { ProductionRecords } from './production/production-records';
import { PropertyRecords } from './property/property-records';
import { TenantInitStore } from './tenants/tenant-init-store';
import { TextRecords } from './texts/text-records';
import { MessagingRecords } from './messaging/messaging-records';
import { MonitorRecords } from './monitor/monitor-records';
import { OrgConfigRecords } from './org-config/org-config-records';
import { ClientStore } from './sessions/client-store';
import { MessagePush } from './work/message-push';
import { WorkRecords } from './work/work-records';
import { DefinitionStore } from './workflow/definition-store';
import { WorkflowEngine } from './workflow/engine-actions';
import { gatewayPeople } from './workflow/people';

export interface ResetOptions {
  /** Also revoke every issued token (default false: open sessions survive a reset). */
  tokens?: boolean;
}

export class GatewayState {
  readonly clock = new Clock();
  readonly keys = new RsaKeyPair();
  readonly accounts = new Accounts();
  /** Roles' granted permission sets, versions and the labels (the identity console). */
  readonly roleAdmin = new RoleAdmin();
  /** The menu catalogues as Menu Configuration edited them. */
  readonly menus = new MenuConfig();
  /** Tenant initialisations: their steps change accounts and roleAdmin as the clock says. */
  readonly tenantInits = new TenantInitStore(this.clock, {
    accounts: this.accounts,
    roleAdmin: this.roleAdmin,
  });
  readonly tokens = new TokenStore(this.clock);
  readonly faults = new FaultRegistry();
  readonly platform = new PlatformState();
  /** System profiles and their values per level (profile-value answers from them). */
  readonly profiles = new ProfileStore();
  /** Code rules and their sequences (code-rule/generate and the work orders' numbers). */
  readonly codeRules = new CodeRuleStore();
  readonly work = new WorkRecords(this.clock);
  /** Countries and regions, banks (the platform's master data). */
  readonly masterData: MasterDataRecords = new MasterDataRecords(
    (countryId) =>
      this.admin.currencies.list().find((c) => c.countryId === countryId)?.currencyCode,
  );
  readonly admin: AdminRecords = new AdminRecords(this.clock, (countryId) =>
    this.masterData.countries.countries.find(countryId),
  );
  readonly production = new ProductionRecords(this.clock);
  readonly property = new PropertyRecords(this.clock);
  readonly identity = new IdentityRecords(this.clock);
  /** Prompt texts and languages (the texts console): what the texts loads answer. */
  readonly texts = new TextRecords();
  readonly calls = new CallLog();
  /** The OAuth clients (Clients page) and the monitor's call log and audit trail. */
  readonly clients = new ClientStore();
  readonly monitor = new MonitorRecords(this.clock);
  /** The message service's templates and sent messages; the file service's upload limits. */
  readonly messaging = new MessagingRecords(this.clock);
  /** Data hierarchies, quick entries and organisation units (the organisation console). */
  readonly orgConfig = new OrgConfigRecords();
  /** Workflow process definitions and the business documents that start them. */
  readonly processDefinitions = new DefinitionStore();
  /** Process instances and their tasks, run over the definitions (mock/server/workflow/). */
  readonly workflow = new WorkflowEngine({
    clock: this.clock,
    definitions: this.processDefinitions,
    messages: this.work.messages,
    people: gatewayPeople(this.accounts),
  });
  /** The open message sockets; told whenever a user's unread count may have changed. */
  readonly messagePush = new MessagePush({
    check: (token) => this.tokens.check(token),
    unread: (userId) => this.work.messages.unreadCount(userId),
    changes: (listener) => this.work.messages.onUnreadChange(listener),
  });

  /** Restores the seed: user data, sessions' role and tenant, the clock; clears faults, calls. */
  reset(options: ResetOptions = {}): void {
    this.faults.clear();
    this.clock.reset();
    this.accounts.reset();
    this.roleAdmin.reset();
    this.menus.reset();
    this.tenantInits.reset();
    this.platform.reset();
    this.profiles.reset();
    this.codeRules.reset();
    this.work.reset();
    this.admin.reset();
    this.masterData.reset();
    this.production.reset();
    this.property.reset();
    this.identity.reset();
    this.texts.reset();
    this.calls.reset();
    this.clients.reset();
    this.monitor.reset();
    this.messaging.reset();
    this.orgConfig.reset();
    this.processDefinitions.reset();
    this.workflow.reset();
    if (options.tokens) this.tokens.clear();
    else sessionRestart(this.accounts, this.tokens);
    this.messagePush.recheck();
  }

  /** Issues a token as a successful sign-in would, without the login form (in-process tests). */
  signIn(loginName: string): Session {
    const user = this.accounts.findByLoginName(loginName);
    if (!user) throw new Error(`Unknown user ${loginName}`);
    return this.tokens.issue(user.id, this.accounts.sessionStart(user.id));
  }
}
