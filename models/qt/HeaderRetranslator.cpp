#include "models/qt/HeaderRetranslator.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QEvent>

namespace rp {

HeaderRetranslator::HeaderRetranslator(QAbstractItemModel* model)
    : QObject(model)
    , m_model(model)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

bool HeaderRetranslator::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        if (const int columns = m_model->columnCount(); columns > 0)
            Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, columns - 1);
        // Cells may hold words too (billing modes, "never"): they are re-read as well.
        if (const int rows = m_model->rowCount(); rows > 0 && m_model->columnCount() > 0)
            Q_EMIT m_model->dataChanged(m_model->index(0, 0), m_model->index(rows - 1, m_model->columnCount() - 1));
    }
    return false;
}

} // namespace rp
