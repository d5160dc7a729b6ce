// de_DE menu names by menu code, a partial translation: every code missing here is served with
// its en_US name (see server/api/menu-tree.ts). Every code must be a menu of some seed role.
export const deDEMenuNames: Record<string, string> = {
  // Roots
  'hzero.personal': 'Persönliche Einstellungen',
  'hzero.system': 'Systemverwaltung',
  'hzero.platform': 'Plattformverwaltung',
  'hzero.message': 'Nachrichtenverwaltung',
  'hzero.file': 'Dateiverwaltung',
  'hzero.monitor': 'Betriebsüberwachung',
  'hzero.workflow': 'Workflow',
  'hzero.scheduler': 'Aufgabenplanung',
  'hzero.report': 'Berichte',
  'hzero.org.tenant': 'Mandantenverwaltung',
  'hzero.org.message': 'Nachrichtenverwaltung',
  'hzero.org.audit': 'Audit-Abfragen',
  'acme.property': 'Immobilienverwaltung',
  'acme.message': 'Nachrichtenverwaltung',
  'globex.production': 'Produktionsmanagement',
  'globex.report': 'Berichte',

  // Personal pages of every role
  'hzero.user.info': 'Persönlicher Bereich',
  'hzero.user.roles': 'Meine Rollen',
  'hzero.user.tenants': 'Meine Mandanten',
  'hzero.user.guide': 'Entwicklerhandbuch',

  // Organisation roles (in part)
  'hzero.org.sub-account': 'Unterkonten',
  'hzero.org.role': 'Rollen',
  'hzero.org.organization': 'Organisationsstruktur',
  'hzero.org.value-list': 'Wertelisten',
  'hzero.org.message.inbox': 'Posteingang',
  'globex.production.plan': 'Produktionspläne',
  'globex.production.work-order': 'Arbeitsaufträge',
  'globex.production.bom': 'Stücklisten',

  // Site administrator (in part)
  'hzero.system.account': 'Konten',
  'hzero.system.user': 'Benutzer',
  'hzero.system.role': 'Rollen',
  'hzero.system.permission': 'Menüs und Berechtigungen',
  'hzero.system.menu': 'Menükonfiguration',
  'hzero.system.tenant': 'Mandanten',
  'hzero.platform.language': 'Sprachen',
  'hzero.platform.languages': 'Sprachverwaltung',
  'hzero.platform.currency': 'Währungen',
  'hzero.platform.calendar': 'Kalender',
  'hzero.message.inbox': 'Posteingang',
  'hzero.workflow.todo': 'Meine Aufgaben',
  'hzero.workflow.done': 'Erledigte Aufgaben',
};
