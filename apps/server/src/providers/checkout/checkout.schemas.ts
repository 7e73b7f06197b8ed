// What the adapter reads from the provider's answers: checked, never trusted (unknown fields pass).
import { z } from 'zod';

export const createdOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.string(),
  html_snippet: z.string().min(1),
});

export const checkoutOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.string(),
  order_amount: z.number().int(),
  purchase_currency: z.string(),
  merchant_reference2: z.string().optional(),
});

const addressSchema = z.object({
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  care_of: z.string().optional(),
  street_address: z.string().optional(),
  street_address2: z.string().optional(),
  postal_code: z.string().optional(),
  city: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  country: z.string().optional(),
});

export type ProviderAddress = z.infer<typeof addressSchema>;

export const managedOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.string(),
  fraud_status: z.string().optional(),
  order_amount: z.number().int(),
  captured_amount: z.number().int().optional(),
  purchase_currency: z.string(),
  klarna_reference: z.string().optional(),
  merchant_reference2: z.string().optional(),
  email: z.string().optional(),
  billing_address: addressSchema.nullish(),
  shipping_address: addressSchema.nullish(),
});

export type ManagedOrder = z.infer<typeof managedOrderSchema>;
