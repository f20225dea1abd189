#pragma once

#include "models/plan/Quote.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace rp {

// Keys of the quote's enumerations as written in plan files and quote sheets, and their display names.
class QuoteTerms {
    Q_DECLARE_TR_FUNCTIONS(QuoteTerms)

public:
    static QString formFactorKey(FormFactor value);
    static std::optional<FormFactor> formFactorFromKey(const QString& key);

    static QString interconnectKey(Interconnect value);
    static std::optional<Interconnect> interconnectFromKey(const QString& key);
    static QString interconnectLabel(Interconnect value);

    static QString exclusivityKey(Exclusivity value);
    static std::optional<Exclusivity> exclusivityFromKey(const QString& key);
};

} // namespace rp
