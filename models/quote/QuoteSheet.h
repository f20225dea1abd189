#pragma once

#include "models/common/InputError.h"
#include "models/plan/Quote.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

#include <optional>

namespace rp {

// Quote sheets to import into and export from a plan (docs/quotes.md, example in
// resources/data/examples/quotes.csv). JSON: {"format": "rentplan-quotes", "version": 1,
// "quotes": [quote objects as in the plan file]}. CSV: a header of the same keys, one quote
// a line; the billing keys (mode, price_per_card_hour, ...) sit in the same row.
class QuoteSheet {
    Q_DECLARE_TR_FUNCTIONS(QuoteSheet)

public:
    static constexpr const char* kFormat = "rentplan-quotes";
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024; // docs/reliability.md

    static std::optional<QList<Quote>> readJson(const QByteArray& bytes, const QString& file, InputError* error);
    static std::optional<QList<Quote>> readCsv(const QByteArray& bytes, const QString& file, InputError* error);
    // By suffix: .json or .csv. Read through input_file::read: a regular file of at most kMaxBytes.
    static std::optional<QList<Quote>> load(const QString& path, InputError* error);

    static QByteArray toJson(const QList<Quote>& quotes);
    static QByteArray toCsv(const QList<Quote>& quotes);
    static QStringList csvColumns();
};

} // namespace rp
