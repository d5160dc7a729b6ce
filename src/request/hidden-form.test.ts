import { FakeDocument } from '../../test/support/fake-document';
import { configureRuntime } from '../config/runtime';
import { updateSession } from '../session/current-session';
import { storeTokens } from '../session/tokens';
import {
  describeHiddenForm,
  downloadByHiddenForm,
  DOWNLOAD_FRAME_NAME,
  renderHiddenForm,
  type HiddenFormInput,
} from './hidden-form';
import { startRuntime } from '../runtime/create-runtime';

const frameName = DOWNLOAD_FRAME_NAME;

describe('describeHiddenForm', () => {
  it.each<[string, HiddenFormInput, ReturnType<typeof describeHiddenForm>]>([
    [
      'GET moves the URL query into fields, then params, token and request id',
      {
        url: 'http://gw/hfle/v1/files/download?bucketName=b&url=http%3A%2F%2Fm%2Fa.pdf',
        params: { a: 1, empty: '', none: null, list: ['x', 'y'], nested: { k: 1 } },
        accessToken: 't1',
        requestId: 'r1',
      },
      {
        frameName,
        action: 'http://gw/hfle/v1/files/download',
        method: 'GET',
        fields: [
          { name: 'bucketName', value: 'b' },
          { name: 'url', value: 'http://m/a.pdf' },
          { name: 'a', value: '1' },
          { name: 'list', value: 'x' },
          { name: 'list', value: 'y' },
          { name: 'nested', value: '{"k":1}' },
          { name: 'access_token', value: 't1' },
          { name: 'H-Request-Id', value: 'r1' },
        ],
      },
    ],
    [
      'POST keeps the URL query in the action',
      {
        url: 'http://gw/export?lang=en',
        method: 'POST',
        params: { id: 3 },
        accessToken: 't',
        requestId: 'r',
      },
      {
        frameName,
        action: 'http://gw/export?lang=en',
        method: 'POST',
        fields: [
          { name: 'id', value: '3' },
          { name: 'access_token', value: 't' },
          { name: 'H-Request-Id', value: 'r' },
        ],
      },
    ],
    [
      'no token: no access_token field',
      { url: '/export', requestId: 'r' },
      {
        frameName,
        action: '/export',
        method: 'GET',
        fields: [{ name: 'H-Request-Id', value: 'r' }],
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(describeHiddenForm(input)).toEqual(expected);
  });
});

describe('renderHiddenForm', () => {
  const description = describeHiddenForm({
    url: 'http://gw/export',
    method: 'POST',
    params: { a: 1 },
    accessToken: 't',
    requestId: 'r',
  });

  it('submits a hidden form into one reused hidden iframe and removes the form', () => {
    const doc = new FakeDocument();
    renderHiddenForm(description, doc);
    renderHiddenForm(description, doc);
    const frames = doc.all('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].attributes).toEqual({ id: frameName, name: frameName, style: 'display:none' });
    expect(frames[0].isAttached).toBe(true);
    const forms = doc.all('form');
    expect(forms).toHaveLength(2);
    const [form] = forms;
    expect(form.attributes).toMatchObject({
      action: 'http://gw/export',
      method: 'POST',
      target: frameName,
    });
    expect(form.submits).toBe(1);
    expect(form.isAttached).toBe(false);
    expect(form.children.map((input) => input.attributes)).toEqual([
      { type: 'hidden', name: 'a', value: '1' },
      { type: 'hidden', name: 'access_token', value: 't' },
      { type: 'hidden', name: 'H-Request-Id', value: 'r' },
    ]);
  });
});

describe('downloadByHiddenForm', () => {
  beforeEach(() => startRuntime());

  it('fills the URL like the client and carries the current token', () => {
    configureRuntime({ apiHost: 'http://gw' });
    updateSession({ organizationId: 9 });
    storeTokens({ accessToken: 'tok' });
    const doc = new FakeDocument();
    const drawn = downloadByHiddenForm('/hfle/v1/{tenantId}/files/download?x=1', {
      params: { y: 2 },
      document: doc,
    });
    expect(drawn.action).toBe('http://gw/hfle/v1/9/files/download');
    expect(drawn.fields.slice(0, 3)).toEqual([
      { name: 'x', value: '1' },
      { name: 'y', value: '2' },
      { name: 'access_token', value: 'tok' },
    ]);
    expect(drawn.fields[3].value).toMatch(/^\d{13}/);
    expect(doc.all('form')[0].submits).toBe(1);
  });

  it('needs a document', () => {
    expect(() => downloadByHiddenForm('/x')).toThrow(/document/);
  });
});
