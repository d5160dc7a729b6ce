/** @jest-environment jsdom */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { uploadAttachmentFile } from '../../services/file/upload';
import { fetchUploadConfigDetail } from '../../services/file/upload-config';
import { kitTexts } from '../texts';
import { AttachmentUploader } from './AttachmentUploader';

jest.mock('../../services/file/files', () => ({ createAttachmentUuid: jest.fn(async () => 'u1') }));
jest.mock('../../services/file/upload', () => ({ uploadAttachmentFile: jest.fn() }));
jest.mock('../../services/file/upload-config', () => ({ fetchUploadConfigDetail: jest.fn() }));

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

const show = () =>
  renderPage(<AttachmentUploader bucketName="hmsg" directory="notices" accept={['txt', 'pdf']} />, {
    texts: kitTexts,
  });

const choose = (name: string, size: number) => {
  const input = screen.getByLabelText('Upload file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'.repeat(size)], name)] } });
};

describe('AttachmentUploader with an upload configuration', () => {
  it('asks for the bucket’s configuration, and refuses what it does not allow before sending', async () => {
    jest.mocked(fetchUploadConfigDetail).mockResolvedValue({
      uploadConfigId: 1,
      tenantId: 0,
      bucketName: 'hmsg',
      directory: null,
      fileFormat: 'txt',
      storageSize: 1,
      storageUnit: 'KB',
      objectVersionNumber: 1,
    });
    show();
    expect(await screen.findByText('At most 1 KB: txt')).toBeTruthy();
    expect(fetchUploadConfigDetail).toHaveBeenCalledWith(
      { bucketName: 'hmsg', directory: 'notices' },
      'auto',
      { silent: true },
    );
    choose('big.txt', 2048);
    // the file name is isolated in a <bdi> inside the sentence: read the alert's whole text
    const refusal = (pattern: RegExp) =>
      waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(pattern));
    await refusal(/big\.txt cannot be uploaded: it is 2 KB, and files may be at most 1 KB/);
    choose('paper.pdf', 10);
    await refusal(/paper\.pdf cannot be uploaded: \.pdf files are not allowed here/);
    expect(uploadAttachmentFile).not.toHaveBeenCalled();
  });

  it('without a configuration, the page’s own limits', async () => {
    jest.mocked(fetchUploadConfigDetail).mockResolvedValue(null);
    jest.mocked(uploadAttachmentFile).mockResolvedValue('http://gw/f');
    show();
    expect(await screen.findByText('At most 30 MB: txt, pdf')).toBeTruthy();
    choose('big.txt', 2048);
    await waitFor(() => expect(uploadAttachmentFile).toHaveBeenCalledTimes(1));
  });

  it('asks again as a file is chosen: a limit raised since it showed applies', async () => {
    const at = (storageSize: number) => ({
      uploadConfigId: 1,
      tenantId: 0,
      bucketName: 'hmsg',
      directory: null,
      fileFormat: 'txt',
      storageSize,
      storageUnit: 'KB' as const,
      objectVersionNumber: 1,
    });
    jest.mocked(fetchUploadConfigDetail).mockResolvedValueOnce(at(1)).mockResolvedValue(at(4));
    jest.mocked(uploadAttachmentFile).mockResolvedValue('http://gw/f');
    show();
    expect(await screen.findByText('At most 1 KB: txt')).toBeTruthy();
    choose('big.txt', 2048);
    await waitFor(() => expect(uploadAttachmentFile).toHaveBeenCalledTimes(1));
    expect(fetchUploadConfigDetail).toHaveBeenCalledTimes(2);
  });

  it('an uploader of the same bucket showing soon after shares the answer', async () => {
    jest.mocked(fetchUploadConfigDetail).mockResolvedValue(null);
    // a form whose second attachment field shows once the first one is there
    function Form() {
      const [fields, setFields] = useState(1);
      return (
        <>
          {Array.from({ length: fields }, (_, index) => (
            <AttachmentUploader key={index} bucketName="hmsg" directory="notices" />
          ))}
          <button onClick={() => setFields(fields + 1)}>Another file</button>
        </>
      );
    }
    renderPage(<Form />, { texts: kitTexts });
    expect(await screen.findByText(/^At most 30 MB/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Another file' }));
    await waitFor(() => expect(screen.getAllByText(/^At most 30 MB/)).toHaveLength(2));
    expect(fetchUploadConfigDetail).toHaveBeenCalledTimes(1);
  });
});
