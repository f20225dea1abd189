#pragma once

#include "models/common/InputError.h"
#include "models/plan/Offer.h"

#include <QByteArray>
#include <QList>

#include <functional>
#include <optional>

namespace rp::offer_csv {

// Reads a quote sheet: a CSV file whose header row names plan-file offer keys
// (id, provider, card, cards, mode, price_per_card_hour, ...), one offer per
// line, commas or semicolons, double quotes around text with separators.
// Empty cells take the plan-file default. On failure returns nullopt and
// fills `error` with "line L, column C (key)".
std::optional<QList<Offer>> read(const QByteArray& bytes, const QString& file, InputError* error);
// RFC 4180 fields of one line; quotes may wrap separators and doubled quotes (also read quote sheets).
QStringList splitLine(const QString& line, QChar separator);

// A refused cell, row or header: its line and column (0: the whole line) and key when known.
struct CsvFailure {
    int line = 0;
    int column = 0;
    QString key;
    QString message;
};
// The one loop over a header-first sheet (offers and quote sheets): a byte-order mark, CR LF and blank
// lines skipped, commas or semicolons (whichever the header has more of). `onHeader` sees the header,
// `onRow` each row with no more cells than the header names; either throws CsvFailure to refuse it.
// On a failure returns false and fills `error` with "line L, column C (key)".
bool readSheet(const QByteArray& bytes, const QString& file, InputError* error,
    const std::function<void(const QStringList& header, int line)>& onHeader,
    const std::function<void(const QStringList& header, const QStringList& cells, int line, QChar separator)>& onRow);

} // namespace rp::offer_csv
