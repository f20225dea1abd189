#pragma once

#include <QDialog>

class QTextBrowser;

namespace rp {

// Help → User Guide: the guide shipped inside the program (resources/data/guide),
// in the language the window shows; switching the language reloads it.
class UserGuideDialog : public QDialog {
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget* parent = nullptr);
    // The resource the guide is read from for a language ("en", "zh_CN").
    static QString resourceFor(const QString& language);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QTextBrowser* m_browser;
};

} // namespace rp
