#include "views/planner/ExamplesMenu.h"

#include "views/document/PlanController.h"

#include <QEvent>

namespace rp {

QStringList ExamplesMenu::paths()
{
    return { QStringLiteral(":/data/examples/lora-7b.rentplan"), QStringLiteral(":/data/examples/full-70b.rentplan"),
        QStringLiteral(":/data/examples/inference-service.rentplan"),
        QStringLiteral(":/data/examples/example.rentplan") };
}

ExamplesMenu::ExamplesMenu(PlanController* controller, QWidget* parent)
    : QMenu(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("examplesMenu"));
    for (const QString& path : paths()) {
        QAction* action = addAction(QString());
        action->setData(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (m_controller->maybeSave())
                m_controller->loadExample(path);
        });
    }
    retranslate();
}

void ExamplesMenu::retranslate()
{
    setTitle(tr("Open &Example"));
    const QStringList labels = { tr("Fine-tuning a 7B model with LoRA (four phases)"),
        tr("Full fine-tune of a 70B model"), tr("Inference service: 4-card baseline and release-week peaks"),
        tr("Comparing offers for one job (Billing tab)") };
    for (int i = 0; i < actions().size() && i < labels.size(); ++i)
        actions().at(i)->setText(labels.at(i));
}

void ExamplesMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace rp
