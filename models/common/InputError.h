#pragma once

#include <QString>

#include <stdexcept>

namespace rp {

// A problem with something the user gave us, pinned to a place they can find:
// the file, then a JSON path ("offers[2].price_per_card_hour"), a field name or
// "line 4, column 7". Every reader in the engine reports errors in this shape.
struct InputError {
    QString file;
    QString where;
    QString message;

    bool isEmpty() const { return message.isEmpty(); }
    // "file: where: message", leaving out the parts that are empty.
    QString toString() const;
};

// Thrown inside readers and caught at their public boundary, so a deep parser
// can stop at the first bad field without threading error codes through.
class InputException : public std::runtime_error {
public:
    explicit InputException(InputError error);
    const InputError& error() const { return m_error; }

private:
    InputError m_error;
};

} // namespace rp
