#pragma once

#include <QObject>

class QAbstractItemModel;

namespace rp {

// Item models are not widgets and receive no QEvent::LanguageChange. This watches the
// application for it and tells the model's views that every header text changed, so
// headings follow a language switched while the program runs.
class HeaderRetranslator : public QObject {
    Q_OBJECT

public:
    // Parented to `model`: lives and dies with it.
    explicit HeaderRetranslator(QAbstractItemModel* model);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAbstractItemModel* m_model;
};

} // namespace rp
