ALTER TABLE "usage_events" DROP CONSTRAINT "usage_events_invoice_id_invoices_id_fk";
