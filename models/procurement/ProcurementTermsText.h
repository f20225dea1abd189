#pragma once

#include "models/plan/ProcurementTerms.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace rp {

// One stated procurement term as the PDF's cover, its quote checklist and the request for quotation
// say it. The buyer's text (payment terms, region, data residency) is carried as it is: data, never
// markup or a formula.
struct TermText {
    QString key; // the JSON key under `project`: "tax_included" (tax and its rate), "payment_terms", ...
    QString label; // "Tax", "Payment terms"
    QString value; // "prices exclude tax (VAT 6 %)" (the cover)
    QString ask; // what the vendor confirms: "Quote prices without tax; 6 % VAT is added on the invoice."
};

class ProcurementTermsText {
    Q_DECLARE_TR_FUNCTIONS(ProcurementTermsText)

public:
    // One entry per stated term, in the order of docs/plan-format.md; empty when none is stated.
    static QList<TermText> stated(const ProcurementTerms& terms);
    // The cover's line when none is stated, naming the keys to set.
    static QString notStatedLabel(); // "Procurement terms"
    static QString notStated(); // "not stated in the plan (project.tax_included, …)"
    // A rate as people read it: 0.06 → "6 %", 0.065 → "6.5 %".
    static QString percent(double rate);
    // Under a budget's total: "With 6 % tax: 12,403.13 CNY" (ProcurementTerms::withTax), or that
    // the prices include tax already; empty when the plan says nothing about tax.
    static QString budgetNote(const ProcurementTerms& terms, double total, const QString& currency);
};

} // namespace rp
