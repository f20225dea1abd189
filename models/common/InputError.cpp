#include "models/common/InputError.h"

namespace rp {

QString InputError::toString() const
{
    QString text;
    if (!file.isEmpty())
        text += file + u": ";
    if (!where.isEmpty())
        text += where + u": ";
    return text + message;
}

InputException::InputException(InputError error)
    : std::runtime_error(error.toString().toStdString())
    , m_error(std::move(error))
{
}

} // namespace rp
