// The records of the admin pages (value sets, lookup views, currencies, scheduled jobs and logs,
// concurrent requests, label templates) and the market's feedback: one field of GatewayState;
// reset() restores the seed (job dates relative to the clock at that moment).
import type { Clock } from '../clock';
import { ConcurrentStore } from './concurrent-store';
import { CurrencyStore, type CountryOf } from './currency-store';
import { FeedbackStore } from './feedback-store';
import { JobStore } from './job-store';
import { LovViewStore } from './lov-view-store';
import { findDataLov } from '../../data/lovs';
import { ValueSetStore } from './value-set-store';
import { LabelTemplateStore } from '../report/label-template-store';

export class AdminRecords {
  readonly valueSets = new ValueSetStore();
  readonly currencies: CurrencyStore;
  /** A seed view's value and shown fields: its data lookup's, or a value set's value and meaning. */
  readonly lovViews = new LovViewStore((lovCode) => {
    const lov = findDataLov(lovCode);
    return lov
      ? { valueField: lov.valueField, displayField: lov.displayField }
      : { valueField: 'value', displayField: 'meaning' };
  });
  readonly jobs: JobStore;
  readonly feedback: FeedbackStore;
  readonly concurrents: ConcurrentStore;
  /** The report service's label templates (/hrpt/label-template). */
  readonly labelTemplates = new LabelTemplateStore();

  constructor(clock: Clock, countryOf: CountryOf) {
    this.currencies = new CurrencyStore(countryOf);
    this.jobs = new JobStore(clock);
    this.feedback = new FeedbackStore(clock);
    this.concurrents = new ConcurrentStore(clock);
  }

  reset(): void {
    this.valueSets.reset();
    this.currencies.reset();
    this.lovViews.reset();
    this.jobs.reset();
    this.feedback.reset();
    this.concurrents.reset();
    this.labelTemplates.reset();
  }
}
