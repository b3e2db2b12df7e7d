import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { sendNodeFormDataInThisFile, uploadedFile } from '#web/test/node-form-data.ts';
import { OfferFormDialog } from './offer-form-dialog.tsx';

const served = serveThisFile();
sendNodeFormDataInThisFile();

function libraryFile(id: number, name: string, mime: string) {
  return {
    model_has_file_id: id,
    library_model_has_file_id: id,
    current_name: name,
    order: id,
    add_to_library: true,
    mime_type: mime,
    size_bytes: 3000,
    url: `/api/file-library/${id}/download`,
    created_at: '2026-11-20T10:00:00.000Z',
  };
}

function serveOfferEndpoints() {
  served.server.respondTo('/api/offer-templates', {
    status: 200,
    body: {
      data: [{ id: 3, name: 'Standard offer letter', body: '<p>Hi</p>', is_default: true }],
      meta: { current_page: 1, per_page: 100, total: 1, last_page: 1 },
    },
  });
  served.server.respondTo('/api/file-library', {
    status: 200,
    body: {
      data: [libraryFile(7, 'Benefits.pdf', 'application/pdf'), libraryFile(8, 'Map.png', 'image/png')],
      meta: { current_page: 1, per_page: 10, total: 2, last_page: 1 },
      abilities: { manage: true },
    },
  });
  served.server.respondTo('/api/offers', { status: 201, body: { id: 5, status: 'draft' } });
  served.server.respondTo('/api/offers/5', { status: 200, body: { id: 5, status: 'draft' } });
  served.server.respondTo('/api/offers/5/attachment', { status: 200, body: { id: 5, status: 'draft' } });
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OfferFormDialog applicationId={12} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const posts = () =>
  served.server.requests.filter((request) => request.method !== 'GET' && !request.url.includes('csrf'));

async function fillTerms() {
  await screen.findByRole('option', { name: 'Standard offer letter' });
  fireEvent.change(screen.getByLabelText('Pay (USD)'), { target: { value: '21.50' } });
}

// Whole journeys through dialogs, each a few seconds on a busy two-core machine.
describe('OfferFormDialog attachment', { timeout: 20_000 }, () => {
  it('uploads a PDF to the saved draft and keeps it in the library when ticked', async () => {
    serveOfferEndpoints();
    const onOpenChange = renderDialog();
    await fillTerms();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('offer-attachment-input'), { target: { files: [text] } });
    expect(screen.getByRole('alert').textContent).toBe('The file "notes.txt" must be a PDF.');

    const pdf = uploadedFile(['%PDF-1.4 offer'], 'Schedule.pdf', 'application/pdf');
    fireEvent.change(screen.getByTestId('offer-attachment-input'), { target: { files: [pdf] } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByLabelText('Add to library'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));

    const [create, upload] = posts();
    expect(create?.url).toBe('/api/offers');
    expect(JSON.parse(create?.body ?? '{}')).toMatchObject({
      application_id: 12,
      template_id: 3,
      pay_amount_cents: 2150,
      library_model_has_file_id: null,
    });
    expect(upload?.url).toBe('/api/offers/5/attachment');
    expect(upload?.body).toMatch(/name="file"; filename="Schedule.pdf"/);
    expect(upload?.body).toMatch(/name="add_to_library"\r\n\r\n1\r\n/);
  });

  it('attaches a PDF of the library with the offer, other files out of reach', async () => {
    serveOfferEndpoints();
    renderDialog();
    await fillTerms();
    fireEvent.click(screen.getByRole('button', { name: 'From library' }));
    expect(((await screen.findByLabelText(/Map\.png/)) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Benefits\.pdf/));
    fireEvent.click(screen.getByRole('button', { name: 'Attach file' }));
    expect(await screen.findByRole('button', { name: 'Remove Benefits.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]?.body ?? '{}').library_model_has_file_id).toBe(7);
  });

  it('shows a refused upload at the attachment and updates the same draft when tried again', async () => {
    serveOfferEndpoints();
    served.server.respondTo('/api/offers/5/attachment', {
      status: 422,
      body: { message: 'Invalid.', errors: { file: ['The file must be a PDF, image or DOCX document.'] } },
    });
    renderDialog();
    await fillTerms();
    const pdf = uploadedFile(['not really'], 'Fake.pdf', 'application/pdf');
    fireEvent.change(screen.getByTestId('offer-attachment-input'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file must be a PDF, image or DOCX document.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Fake.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/offers',
      'POST /api/offers/5/attachment',
      'PUT /api/offers/5',
    ]);
  });
});
