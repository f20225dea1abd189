#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace rp {

// The commercial terms of the request (docs/plan-format.md, `project`): stated by the buyer, printed
// on the PDF's cover and checklist and in the request for quotation. Unset = not stated.
struct ProcurementTerms {
    std::optional<bool> taxIncluded; // the plan's prices (offers, quotes) include tax
    std::optional<double> taxRate; // in [0, 1): 0.06 is 6 % VAT
    std::optional<QString> paymentTerms; // "30 days net after invoice"
    std::optional<QString> region; // where the machines must be
    std::optional<QString> dataResidency; // where the data must stay
    std::optional<QDate> quoteValidUntil; // vendors' quotes must hold until this day

    static constexpr int kMaxPaymentTermsLength = 500; // characters
    static constexpr int kMaxPlaceLength = 200; // region, data residency

    bool isEmpty() const
    {
        return !taxIncluded && !taxRate && !paymentTerms && !region && !dataResidency && !quoteValidUntil;
    }
    // An amount of the plan's prices with tax added, `amount` × (1 + rate): only when the prices are
    // stated to exclude tax at a rate above 0, unset otherwise (included, or not known).
    std::optional<double> withTax(double amount) const
    {
        if (taxIncluded.value_or(true) || taxRate.value_or(0) <= 0)
            return std::nullopt;
        return amount * (1.0 + *taxRate);
    }
    bool operator==(const ProcurementTerms& other) const = default;
};

} // namespace rp
