#include "models/procurement/ProcurementTermsText.h"

#include "models/cost/Money.h"

#include <QLocale>

#include <cmath>

namespace rp {

namespace {

TermText taxText(const ProcurementTerms& t)
{
    TermText out { QStringLiteral("tax_included"), ProcurementTermsText::tr("Tax"), {}, {} };
    const QString rate = t.taxRate ? ProcurementTermsText::percent(*t.taxRate) : QString();
    if (!t.taxIncluded) {
        out.value = ProcurementTermsText::tr("tax rate %1; whether the prices include it is not stated").arg(rate);
        out.ask = ProcurementTermsText::tr("State whether the quoted prices include tax at %1.").arg(rate);
    } else if (*t.taxIncluded) {
        out.value = t.taxRate ? ProcurementTermsText::tr("prices include tax (%1)").arg(rate)
                              : ProcurementTermsText::tr("prices include tax");
        out.ask = t.taxRate ? ProcurementTermsText::tr("Quote prices with tax at %1 included.").arg(rate)
                            : ProcurementTermsText::tr("Quote prices with tax included, and state its rate.");
    } else {
        out.value = t.taxRate ? ProcurementTermsText::tr("prices exclude tax (VAT %1)").arg(rate)
                              : ProcurementTermsText::tr("prices exclude tax (rate not stated)");
        out.ask = t.taxRate
            ? ProcurementTermsText::tr("Quote prices without tax; tax at %1 is added on the invoice.").arg(rate)
            : ProcurementTermsText::tr("Quote prices without tax, and state the rate added on the invoice.");
    }
    return out;
}

} // namespace

QList<TermText> ProcurementTermsText::stated(const ProcurementTerms& t)
{
    QList<TermText> out;
    if (t.taxIncluded || t.taxRate)
        out.append(taxText(t));
    if (t.paymentTerms)
        out.append({ QStringLiteral("payment_terms"), tr("Payment terms"), *t.paymentTerms,
            tr("Payment on these terms: %1").arg(*t.paymentTerms) });
    if (t.region)
        out.append({ QStringLiteral("region"), tr("Region"), *t.region,
            tr("The machines are located in: %1").arg(*t.region) });
    if (t.dataResidency)
        out.append({ QStringLiteral("data_residency"), tr("Data residency"), *t.dataResidency,
            tr("The data, its copies and backups stay where required: %1").arg(*t.dataResidency) });
    if (t.quoteValidUntil) {
        const QString date = t.quoteValidUntil->toString(Qt::ISODate);
        out.append({ QStringLiteral("quote_valid_until"), tr("Quotes must stay valid until"), date,
            tr("The quote stays valid until %1 at least.").arg(date) });
    }
    return out;
}

QString ProcurementTermsText::notStatedLabel()
{
    return tr("Procurement terms");
}

QString ProcurementTermsText::notStated()
{
    return tr("not stated in the plan (project.tax_included, tax_rate, payment_terms, region, data_residency, "
              "quote_valid_until)");
}

QString ProcurementTermsText::percent(double rate)
{
    // Two decimals at most: 0.06 × 100 is 6.000000000000001 in binary, printed "6".
    return QLocale().toString(std::round(rate * 10000.0) / 100.0, 'g', 6) + QStringLiteral(" %");
}

QString ProcurementTermsText::budgetNote(const ProcurementTerms& terms, double total, const QString& currency)
{
    if (const std::optional<double> withTax = terms.withTax(total))
        return tr("With %1 tax: %2").arg(percent(*terms.taxRate), money::format(*withTax, currency));
    if (terms.taxIncluded.value_or(false))
        return terms.taxRate
            ? tr("The prices include tax (%1): the budget needs no tax added.").arg(percent(*terms.taxRate))
            : tr("The prices include tax: the budget needs no tax added.");
    if (terms.taxIncluded && !terms.taxRate)
        return tr("The prices exclude tax, at a rate the plan does not state (project.tax_rate): add it to the "
                  "budget.");
    return {}; // nothing said about tax, or excluded at 0 %: nothing to add
}

} // namespace rp
