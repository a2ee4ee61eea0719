#!/bin/sh
# Writes the fixtures with LibreOffice Calc (Debian: apt-get install libreoffice-calc-nogui) from the .fods sheets,
# whose cells hold numbers in a R$ currency format, percentages with a decimal comma and days formatted dd/mm/aaaa
# (months mm/aaaa): the XLSX as Calc saves it, then two CSVs as Calc exports that XLSX in Brazilian Portuguese —
# ';' in UTF-8, ',' in Windows-1252 — with the cells as shown.
set -e
cd "$(dirname "$0")"
export LC_ALL=pt_BR.UTF-8 LANG=pt_BR.UTF-8 # Calc's locale: R$ 1.234,56 and dd/mm/aaaa, even without the system locale
for sheet in ativos dividas contas indices; do
	soffice --headless --convert-to xlsx "$sheet.fods"
	soffice --headless --convert-to 'csv:Text - txt - csv (StarCalc):59,34,76,1,,1046,false,true,true' "$sheet.xlsx"
	mv "$sheet.csv" "$sheet-utf8.csv"
	soffice --headless --convert-to 'csv:Text - txt - csv (StarCalc):44,34,1,1,,1046,false,true,true' "$sheet.xlsx"
	mv "$sheet.csv" "$sheet-windows1252.csv"
done
