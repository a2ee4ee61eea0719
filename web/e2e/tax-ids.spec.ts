import { expect, test } from '@playwright/test'
import { createUser, signIn, unique } from './helpers'

// CPF and CNPJ as a person types them: a wrong check digit said under the field, the alphanumeric CNPJ of July 2026
// taken in small letters and shown with its mask.
test("a creditor's alphanumeric CNPJ: a wrong digit refused, then kept and shown with its mask", async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Carla Cadastro')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.goto('/debts/new')
  const creditor = unique('Fintech Alfa')
  await page.getByLabel('Nome do credor').fill(creditor)
  await page.getByLabel('CNPJ ou CPF do credor (opcional)').fill('12.ABC.345/01DE-36')
  await page.getByLabel('Valor original').pressSequentially('500000')
  await page.getByLabel('Data de vencimento').fill('05/12/2030')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible()
  await page.getByLabel('CNPJ ou CPF do credor (opcional)').fill('12.abc.345/01de-35')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Dívida criada com sucesso!')).toBeVisible()
  await page.getByRole('link', { name: `Ver ${creditor}` }).first().click()
  await expect(page.getByText('12.ABC.345/01DE-35')).toBeVisible()
  await page.getByRole('link', { name: 'Editar' }).click()
  await expect(page.getByLabel('CNPJ ou CPF do credor (opcional)')).toHaveValue('12.ABC.345/01DE-35')
})

test("the company's CNPJ on the brand screen: a wrong digit refused, then kept with its mask", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/whitelabel')
  await page.getByLabel('CNPJ da empresa (opcional)').fill('11.222.333/0001-80')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible()
  await page.getByLabel('CNPJ da empresa (opcional)').fill('11222333000181')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('CNPJ da empresa (opcional)')).toHaveValue('11.222.333/0001-81')
})
