/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RecordHistory($filter: StaffAuditEntryFilter, $limit: Int) {\n    auditEntries: staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  query AuditLog($search: String, $filter: StaffAuditEntryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...AuditTable_Entry\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditStaffMembers {\n    auditStaffMembers {\n      id\n      username\n      name\n    }\n  }\n": typeof types.AuditStaffMembersDocument,
    "\n  fragment AuditTable_Entry on AuditEntry {\n    id\n    staffUserId\n    staffUsername\n    action\n    entityType\n    entityId\n    at\n    before\n    after\n  }\n": typeof types.AuditTable_EntryFragmentDoc,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n        totpEnrolmentRequired\n      }\n    }\n  }\n": typeof types.StaffSignInDocument,
    "\n  mutation StaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n      role\n      totpEnrolmentRequired\n    }\n  }\n": typeof types.StaffSignInCodeDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": typeof types.StaffSignOutDocument,
    "\n  mutation StartStaffTotpEnrolment {\n    startStaffTotpEnrolment {\n      secret\n      qrCode\n    }\n  }\n": typeof types.StartStaffTotpEnrolmentDocument,
    "\n  mutation ConfirmStaffTotpEnrolment($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmStaffTotpEnrolmentDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n": typeof types.StaffViewerDocument,
    "\n  fragment StaffBlogPostFields on StaffBlogPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    imageUrl\n    author\n    featured\n    published\n    publishedAt\n    updatedAt\n    readingMinutes\n  }\n": typeof types.StaffBlogPostFieldsFragmentDoc,
    "\n  query StaffBlogPosts($search: String, $filter: StaffBlogPostFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffBlogPosts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffBlogPostFields\n      }\n    }\n  }\n": typeof types.StaffBlogPostsDocument,
    "\n  query StaffBlogPost($id: ID!) {\n    staffBlogPost(id: $id) {\n      ...StaffBlogPostFields\n    }\n  }\n": typeof types.StaffBlogPostDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n      }\n    }\n  }\n": typeof types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        ...StaffBlogPostFields\n      }\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  mutation SetBlogPostPublished($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      ...StaffBlogPostFields\n    }\n  }\n": typeof types.SetBlogPostPublishedDocument,
    "\n  mutation SetBlogPostFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      ...StaffBlogPostFields\n    }\n  }\n": typeof types.SetBlogPostFeaturedDocument,
    "\n  fragment ContactDetail on Contact {\n    ...ContactFields\n    replies {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n  }\n": typeof types.ContactDetailFragmentDoc,
    "\n  query Contact($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n": typeof types.ContactDocument,
    "\n  mutation AnswerContact($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        ...ContactDetail\n      }\n    }\n  }\n": typeof types.AnswerContactDocument,
    "\n  fragment ContactFields on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    replyCount\n  }\n": typeof types.ContactFieldsFragmentDoc,
    "\n  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ContactFields\n      }\n    }\n  }\n": typeof types.ContactsDocument,
    "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n": typeof types.StaffCouponFieldsFragmentDoc,
    "\n  query StaffCoupons($search: String, $filter: StaffCouponFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffCoupons(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n": typeof types.StaffCouponsDocument,
    "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n": typeof types.StaffCouponDocument,
    "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.CouponMemberSearchDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n      }\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        ...StaffCouponFields\n      }\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n": typeof types.SetCouponActiveDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n": typeof types.DeleteCouponDocument,
    "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n    }\n  }\n": typeof types.AssignCouponDocument,
    "\n  fragment StaffDesignRowFields on StaffDesignRow {\n    id\n    name\n    status\n    memberEmail\n    customerName\n    groupId\n    groupName\n    latestVersion\n    latestIsProof\n    changeRequested\n    updatedAt\n  }\n": typeof types.StaffDesignRowFieldsFragmentDoc,
    "\n  fragment StaffDesignFields on StaffDesign {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    memberEmail\n    customerName\n    groupId\n    groupName\n    changeRequest\n    changeRequestedAt\n    actions\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      uploadedAt\n      url\n      isProof\n      proofMessage\n      uploadedBy\n      uploadedByStaff\n    }\n  }\n": typeof types.StaffDesignFieldsFragmentDoc,
    "\n  query StaffDesigns($search: String, $filter: StaffDesignFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffDesigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffDesignRowFields\n      }\n    }\n  }\n": typeof types.StaffDesignsDocument,
    "\n  query StaffDesign($id: ID!) {\n    staffDesign(id: $id) {\n      ...StaffDesignFields\n    }\n  }\n": typeof types.StaffDesignDocument,
    "\n  mutation ApproveDesign($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": typeof types.ApproveDesignDocument,
    "\n  mutation RejectDesign($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": typeof types.RejectDesignDocument,
    "\n  mutation SetDesignInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": typeof types.SetDesignInProductionDocument,
    "\n  query StaffFaqItems {\n    staffFaqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": typeof types.StaffFaqItemsDocument,
    "\n  mutation CreateFaqItem($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFaqItemDocument,
    "\n  mutation UpdateFaqItem($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": typeof types.UpdateFaqItemDocument,
    "\n  mutation MoveFaqItem($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n    }\n  }\n": typeof types.MoveFaqItemDocument,
    "\n  mutation PlaceFaqItem($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n    }\n  }\n": typeof types.PlaceFaqItemDocument,
    "\n  mutation DeleteFaqItem($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n": typeof types.DeleteFaqItemDocument,
    "\n  fragment StaffGroupRowFields on StaffGroupRow {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    memberCount\n    invitedCount\n    submissionCount\n    deadline\n    status\n  }\n": typeof types.StaffGroupRowFieldsFragmentDoc,
    "\n  fragment StaffGroupDetailFields on StaffGroupDetail {\n    group {\n      id\n      name\n      school\n      graduationYear\n      coordinatorEmail\n      coordinatorName\n      inviteCode\n      deadline\n      status\n      maxMembers\n      description\n      createdAt\n      memberCount\n      invitedCount\n      submissionCount\n      submissionsLocked\n      quoteRequestedAt\n      members {\n        id\n        email\n        firstName\n        lastName\n        status\n        joinedAt\n        invitedAt\n        hasSubmitted\n        paid\n      }\n      submissions {\n        id\n        memberEmail\n        memberName\n        submittedAt\n        notes\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n      matrix {\n        sizes\n        sizeTotals\n        grandTotal\n        products {\n          productId\n          productName\n          sizeTotals\n          total\n          rows {\n            color\n            colorLabel\n            counts\n            total\n          }\n        }\n      }\n    }\n    designs {\n      ...GroupRecordLinkFields\n    }\n    quotes {\n      ...GroupRecordLinkFields\n    }\n    orders {\n      ...GroupRecordLinkFields\n    }\n    actions {\n      canExtendDeadline\n      canArchive\n      canSendReminder\n      canSendPaymentReminder\n    }\n  }\n": typeof types.StaffGroupDetailFieldsFragmentDoc,
    "\n  fragment GroupRecordLinkFields on GroupRecordLink {\n    id\n    title\n    status\n    statusLabel\n    email\n    amount\n    createdAt\n  }\n": typeof types.GroupRecordLinkFieldsFragmentDoc,
    "\n  query StaffGroups($search: String, $filter: StaffGroupFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffGroups(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffGroupRowFields\n      }\n    }\n  }\n": typeof types.StaffGroupsDocument,
    "\n  query StaffGroup($id: ID!) {\n    staffGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n": typeof types.StaffGroupDocument,
    "\n  mutation ExtendGroupDeadline($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      ...StaffGroupDetailFields\n    }\n  }\n": typeof types.ExtendGroupDeadlineDocument,
    "\n  mutation ArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n": typeof types.ArchiveGroupDocument,
    "\n  mutation SendGroupSizeReminder($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n": typeof types.SendGroupSizeReminderDocument,
    "\n  mutation SendGroupPaymentReminder($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n": typeof types.SendGroupPaymentReminderDocument,
    "\n  query Invoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.InvoiceDetailDocument,
    "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n": typeof types.IssueInvoiceDocument,
    "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n": typeof types.IssueMemberInvoicesDocument,
    "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.SendInvoiceDocument,
    "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.RegisterInvoicePaymentDocument,
    "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n": typeof types.CreateCreditNoteDocument,
    "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    paidAmount\n    restAmount\n    refundAmount\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n": typeof types.InvoiceDetail_InvoiceFragmentDoc,
    "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n    paymentNote\n  }\n": typeof types.InvoicesTable_InvoiceFragmentDoc,
    "\n  query MailLog($search: String, $filter: StaffMailDeliveryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...MailLogTable_Mail\n      }\n    }\n  }\n": typeof types.MailLogDocument,
    "\n  query MailDeliveryDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      ...MailDeliveryDetail_Mail\n    }\n  }\n": typeof types.MailDeliveryDetailDocument,
    "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n    }\n  }\n": typeof types.ResendMailDocument,
    "\n  fragment MailDeliveryDetail_Mail on MailDeliveryDetail {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n    html\n    text\n    attachments\n    messageId\n    canResend\n    resends {\n      id\n      at\n      status\n      attempts\n    }\n  }\n": typeof types.MailDeliveryDetail_MailFragmentDoc,
    "\n  fragment MailLogTable_Mail on MailDelivery {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n  }\n": typeof types.MailLogTable_MailFragmentDoc,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    firstName\n    lastName\n    name\n    email\n    school\n    graduationYear\n    status\n    statusLabel\n    joinedAt\n  }\n": typeof types.StaffMemberFieldsFragmentDoc,
    "\n  query StaffMembers($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffMemberFields\n      }\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  query StaffMemberDetail($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n      customerArea {\n        email\n        profile {\n          id\n          emailNotifications\n          shareNameWithCoordinators\n        }\n        addresses {\n          id\n          type\n          name\n          line1\n          line2\n          postalCode\n          city\n          isDefault\n        }\n        orders {\n          id\n          orderNumber\n          status\n          createdAt\n          totalAmount\n          itemCount\n        }\n        invoices {\n          id\n          invoiceNumber\n          kind\n          status\n          amount\n          dueDate\n          orderNumber\n        }\n        designs {\n          id\n          name\n          status\n          createdAt\n        }\n        groups {\n          id\n          name\n          status\n          deadline\n        }\n        memberOfGroups {\n          id\n          name\n          status\n          myStatus\n        }\n        messageThreads {\n          id\n          subject\n          status\n          lastMessageAt\n        }\n      }\n    }\n  }\n": typeof types.StaffMemberDetailDocument,
    "\n  query MemberQuotes($email: String!) {\n    quotes: staffQuotes(filter: { customerEmail: $email }, limit: 100) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        statusLabel\n        createdAt\n        totals {\n          total\n        }\n      }\n    }\n  }\n": typeof types.MemberQuotesDocument,
    "\n  mutation DeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.DeactivateMemberDocument,
    "\n  mutation ActivateMember($id: ID!) {\n    activateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.ActivateMemberDocument,
    "\n  mutation DeleteMember($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n": typeof types.DeleteMemberDocument,
    "\n  fragment StaffThreadRow on StaffMessageThread {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n  }\n": typeof types.StaffThreadRowFragmentDoc,
    "\n  fragment StaffThreadDetail on StaffMessageThreadDetail {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n    entries {\n      key\n      id\n      kind\n      body\n      author\n      createdAt\n      isRead\n    }\n  }\n": typeof types.StaffThreadDetailFragmentDoc,
    "\n  query StaffMessageThreads(\n    $search: String\n    $filter: StaffMessageThreadFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffMessageThreads(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffThreadRow\n      }\n    }\n  }\n": typeof types.StaffMessageThreadsDocument,
    "\n  query StaffMessageThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      ...StaffThreadDetail\n    }\n  }\n": typeof types.StaffMessageThreadDocument,
    "\n  mutation ReplyToThreadAsStaff($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": typeof types.ReplyToThreadAsStaffDocument,
    "\n  mutation AddThreadNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": typeof types.AddThreadNoteDocument,
    "\n  mutation CloseThread($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": typeof types.CloseThreadDocument,
    "\n  query StaffUnreadThreadCount {\n    staffUnreadThreadCount\n  }\n": typeof types.StaffUnreadThreadCountDocument,
    "\n  fragment NewsletterCampaignFields on NewsletterCampaignView {\n    id\n    subject\n    body\n    audience\n    audienceValue\n    audienceText\n    status\n    createdBy\n    createdAt\n    updatedAt\n    sendStartedAt\n    finishedAt\n  }\n": typeof types.NewsletterCampaignFieldsFragmentDoc,
    "\n  query NewsletterSubscribers(\n    $search: String\n    $filter: StaffNewsletterSubscriberFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterSubscribers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": typeof types.NewsletterSubscribersDocument,
    "\n  query NewsletterCampaigns(\n    $search: String\n    $filter: StaffNewsletterCampaignFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterCampaigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n": typeof types.NewsletterCampaignsDocument,
    "\n  query NewsletterCampaign($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        ...NewsletterCampaignFields\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        failed\n        skipped\n        remaining\n        stopped\n      }\n    }\n  }\n": typeof types.NewsletterCampaignDocument,
    "\n  mutation CreateNewsletterCampaign($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n      }\n    }\n  }\n": typeof types.CreateNewsletterCampaignDocument,
    "\n  mutation UpdateNewsletterCampaign($id: ID!, $input: CampaignInput!) {\n    updateNewsletterCampaign(id: $id, input: $input) {\n      __typename\n      campaign {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n": typeof types.UpdateNewsletterCampaignDocument,
    "\n  mutation SendNewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n": typeof types.SendNewsletterTestMailDocument,
    "\n  mutation ChangeNewsletterCampaignStatus($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      ...NewsletterCampaignFields\n    }\n  }\n": typeof types.ChangeNewsletterCampaignStatusDocument,
    "\n  query OrdersList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...OrdersTable_Order\n      }\n    }\n  }\n": typeof types.OrdersListDocument,
    "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.RegisterShipmentDocument,
    "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.MarkShipmentDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.AddOrderNoteDocument,
    "\n  fragment OrdersTable_Order on StaffOrderListItem {\n    id\n    orderNumber\n    customerEmail\n    customerName\n    createdAt\n    itemCount\n    totalAmount\n    status\n    invoiceStatus\n    invoiceCount\n    shipmentStatus\n  }\n": typeof types.OrdersTable_OrderFragmentDoc,
    "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n": typeof types.OverviewCharts_OverviewFragmentDoc,
    "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n    designsWaiting\n    unreadThreads\n    failedMails\n    openBankPayments\n  }\n": typeof types.OverviewFigures_OverviewFragmentDoc,
    "\n  query BankPayments($search: String, $filter: BankPaymentFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    bankPayments(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PaymentsTable_Payment\n      }\n    }\n  }\n": typeof types.BankPaymentsDocument,
    "\n  query BankPaymentLinkCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      customerEmail\n      customerName\n      amount\n      restAmount\n      statusLabel\n      restMatches\n    }\n  }\n": typeof types.BankPaymentLinkCandidatesDocument,
    "\n  mutation LinkBankPayment($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceId\n      invoiceNumber\n    }\n  }\n": typeof types.LinkBankPaymentDocument,
    "\n  mutation IgnoreBankPayment($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n": typeof types.IgnoreBankPaymentDocument,
    "\n  query InvoiceBankPayments($invoiceId: ID!) {\n    invoiceBankPayments(invoiceId: $invoiceId) {\n      id\n      bookedOn\n      amount\n      payerName\n      bankReference\n      status\n      statusLabel\n    }\n  }\n": typeof types.InvoiceBankPaymentsDocument,
    "\n  fragment PaymentsTable_Payment on StaffBankPayment {\n    id\n    bookedOn\n    amount\n    kid\n    payerName\n    bankReference\n    reversed\n    status\n    statusLabel\n    invoiceId\n    invoiceNumber\n    ignoreReason\n  }\n": typeof types.PaymentsTable_PaymentFragmentDoc,
    "\n  fragment StaffProductFields on StaffProduct {\n    id\n    slug\n    name\n    description\n    category\n    price\n    fromPrice\n    color\n    imageUrl\n    hidden\n    sortOrder\n    updatedAt\n  }\n": typeof types.StaffProductFieldsFragmentDoc,
    "\n  query StaffProducts($search: String, $filter: StaffProductFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffProducts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffProductFields\n      }\n    }\n  }\n": typeof types.StaffProductsDocument,
    "\n  query StaffProduct($id: ID!) {\n    staffProduct(id: $id) {\n      ...StaffProductFields\n    }\n  }\n": typeof types.StaffProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        ...StaffProductFields\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...StaffProductFields\n    }\n  }\n": typeof types.SetProductHiddenDocument,
    "\n  query QuoteProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n": typeof types.QuoteProductsDocument,
    "\n  query CustomerDesignsForQuote($email: String!) {\n    customerDesignsForQuote(email: $email) {\n      id\n      name\n    }\n  }\n": typeof types.CustomerDesignsForQuoteDocument,
    "\n  fragment QuotePrefillFields on QuotePrefill {\n    customerEmail\n    customerName\n    contactId\n    groupId\n    groupName\n    message\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      printName\n    }\n  }\n": typeof types.QuotePrefillFieldsFragmentDoc,
    "\n  query QuotePrefillFromContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      ...QuotePrefillFields\n    }\n  }\n": typeof types.QuotePrefillFromContactDocument,
    "\n  query QuotePrefillFromGroup($groupId: Int!) {\n    quotePrefillFromGroup(groupId: $groupId) {\n      ...QuotePrefillFields\n    }\n  }\n": typeof types.QuotePrefillFromGroupDocument,
    "\n  query PreviewQuoteTotals($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      ...QuoteTotalsFields\n    }\n  }\n": typeof types.PreviewQuoteTotalsDocument,
    "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      id\n      ...QuoteDetailFields\n    }\n  }\n": typeof types.UpdateQuoteDocument,
    "\n  fragment QuoteTotalsFields on QuoteTotalsView {\n    pieces\n    total\n    discountLabel\n    discountReason\n    setAsideLabel\n    shippingLabel\n    rows {\n      key\n      label\n      amount\n      note\n    }\n  }\n": typeof types.QuoteTotalsFieldsFragmentDoc,
    "\n  fragment QuoteDetailFields on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    contactId\n    groupId\n    groupName\n    discount {\n      kind\n      reading\n      percent\n    }\n    couponCode\n    validUntil\n    customerNote\n    sentAt\n    answeredAt\n    declineReason\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    lines {\n      id\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      ...QuoteTotalsFields\n    }\n    canEdit\n    canSend\n    canNewVersion\n    createdAt\n    updatedAt\n  }\n": typeof types.QuoteDetailFieldsFragmentDoc,
    "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": typeof types.SendQuoteDocument,
    "\n  mutation NewQuoteVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": typeof types.NewQuoteVersionDocument,
    "\n  query Quotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...QuotesTable_Quote\n      }\n    }\n  }\n": typeof types.QuotesDocument,
    "\n  query QuoteGroup($id: ID!) {\n    group(id: $id) {\n      id\n      name\n      school\n      graduationYear\n      memberCount\n      submissionCount\n    }\n  }\n": typeof types.QuoteGroupDocument,
    "\n  fragment QuotesTable_Quote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    status\n    statusLabel\n    groupName\n    validUntil\n    createdAt\n    totals {\n      total\n    }\n  }\n": typeof types.QuotesTable_QuoteFragmentDoc,
    "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n": typeof types.StaffReturnFieldsFragmentDoc,
    "\n  query StaffReturns($search: String, $filter: StaffReturnFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffReturns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n": typeof types.StaffReturnsDocument,
    "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n": typeof types.StaffReturnDocument,
    "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": typeof types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": typeof types.RejectReturnDocument,
    "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": typeof types.CompleteReturnDocument,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    username\n    name\n    email\n    role\n    active\n    totpEnabled\n    totpRequired\n    createdAt\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  query StaffUsers($search: String, $filter: StaffUserFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  query StaffUser($id: ID!) {\n    staffUser(id: $id) {\n      ...StaffUserFields\n    }\n    activeAdmins: staffUsers(filter: { role: \"admin\", active: true }, limit: 1) {\n      total\n    }\n  }\n": typeof types.StaffUserDocument,
    "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.CreateStaffUserDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.ChangeStaffRoleDocument,
    "\n  mutation SetStaffUserActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.SetStaffUserActiveDocument,
    "\n  mutation ResetStaffPassword($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetStaffPasswordDocument,
    "\n  mutation ResetStaffTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.ResetStaffTotpDocument,
    "\n  mutation SetStaffTotpRequired($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.SetStaffTotpRequiredDocument,
    "\n  mutation ChangeOwnPassword($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n": typeof types.ChangeOwnPasswordDocument,
};
const documents: Documents = {
    "\n  query RecordHistory($filter: StaffAuditEntryFilter, $limit: Int) {\n    auditEntries: staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  query AuditLog($search: String, $filter: StaffAuditEntryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...AuditTable_Entry\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditStaffMembers {\n    auditStaffMembers {\n      id\n      username\n      name\n    }\n  }\n": types.AuditStaffMembersDocument,
    "\n  fragment AuditTable_Entry on AuditEntry {\n    id\n    staffUserId\n    staffUsername\n    action\n    entityType\n    entityId\n    at\n    before\n    after\n  }\n": types.AuditTable_EntryFragmentDoc,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n        totpEnrolmentRequired\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  mutation StaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n      role\n      totpEnrolmentRequired\n    }\n  }\n": types.StaffSignInCodeDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": types.StaffSignOutDocument,
    "\n  mutation StartStaffTotpEnrolment {\n    startStaffTotpEnrolment {\n      secret\n      qrCode\n    }\n  }\n": types.StartStaffTotpEnrolmentDocument,
    "\n  mutation ConfirmStaffTotpEnrolment($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmStaffTotpEnrolmentDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n": types.StaffViewerDocument,
    "\n  fragment StaffBlogPostFields on StaffBlogPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    imageUrl\n    author\n    featured\n    published\n    publishedAt\n    updatedAt\n    readingMinutes\n  }\n": types.StaffBlogPostFieldsFragmentDoc,
    "\n  query StaffBlogPosts($search: String, $filter: StaffBlogPostFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffBlogPosts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffBlogPostFields\n      }\n    }\n  }\n": types.StaffBlogPostsDocument,
    "\n  query StaffBlogPost($id: ID!) {\n    staffBlogPost(id: $id) {\n      ...StaffBlogPostFields\n    }\n  }\n": types.StaffBlogPostDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n      }\n    }\n  }\n": types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        ...StaffBlogPostFields\n      }\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  mutation SetBlogPostPublished($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      ...StaffBlogPostFields\n    }\n  }\n": types.SetBlogPostPublishedDocument,
    "\n  mutation SetBlogPostFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      ...StaffBlogPostFields\n    }\n  }\n": types.SetBlogPostFeaturedDocument,
    "\n  fragment ContactDetail on Contact {\n    ...ContactFields\n    replies {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n  }\n": types.ContactDetailFragmentDoc,
    "\n  query Contact($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n": types.ContactDocument,
    "\n  mutation AnswerContact($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        ...ContactDetail\n      }\n    }\n  }\n": types.AnswerContactDocument,
    "\n  fragment ContactFields on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    replyCount\n  }\n": types.ContactFieldsFragmentDoc,
    "\n  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ContactFields\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n": types.StaffCouponFieldsFragmentDoc,
    "\n  query StaffCoupons($search: String, $filter: StaffCouponFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffCoupons(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n": types.StaffCouponsDocument,
    "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n": types.StaffCouponDocument,
    "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n": types.CouponMemberSearchDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n      }\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        ...StaffCouponFields\n      }\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n": types.SetCouponActiveDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n": types.DeleteCouponDocument,
    "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n    }\n  }\n": types.AssignCouponDocument,
    "\n  fragment StaffDesignRowFields on StaffDesignRow {\n    id\n    name\n    status\n    memberEmail\n    customerName\n    groupId\n    groupName\n    latestVersion\n    latestIsProof\n    changeRequested\n    updatedAt\n  }\n": types.StaffDesignRowFieldsFragmentDoc,
    "\n  fragment StaffDesignFields on StaffDesign {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    memberEmail\n    customerName\n    groupId\n    groupName\n    changeRequest\n    changeRequestedAt\n    actions\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      uploadedAt\n      url\n      isProof\n      proofMessage\n      uploadedBy\n      uploadedByStaff\n    }\n  }\n": types.StaffDesignFieldsFragmentDoc,
    "\n  query StaffDesigns($search: String, $filter: StaffDesignFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffDesigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffDesignRowFields\n      }\n    }\n  }\n": types.StaffDesignsDocument,
    "\n  query StaffDesign($id: ID!) {\n    staffDesign(id: $id) {\n      ...StaffDesignFields\n    }\n  }\n": types.StaffDesignDocument,
    "\n  mutation ApproveDesign($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": types.ApproveDesignDocument,
    "\n  mutation RejectDesign($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": types.RejectDesignDocument,
    "\n  mutation SetDesignInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n": types.SetDesignInProductionDocument,
    "\n  query StaffFaqItems {\n    staffFaqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": types.StaffFaqItemsDocument,
    "\n  mutation CreateFaqItem($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n    }\n  }\n": types.CreateFaqItemDocument,
    "\n  mutation UpdateFaqItem($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": types.UpdateFaqItemDocument,
    "\n  mutation MoveFaqItem($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n    }\n  }\n": types.MoveFaqItemDocument,
    "\n  mutation PlaceFaqItem($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n    }\n  }\n": types.PlaceFaqItemDocument,
    "\n  mutation DeleteFaqItem($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n": types.DeleteFaqItemDocument,
    "\n  fragment StaffGroupRowFields on StaffGroupRow {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    memberCount\n    invitedCount\n    submissionCount\n    deadline\n    status\n  }\n": types.StaffGroupRowFieldsFragmentDoc,
    "\n  fragment StaffGroupDetailFields on StaffGroupDetail {\n    group {\n      id\n      name\n      school\n      graduationYear\n      coordinatorEmail\n      coordinatorName\n      inviteCode\n      deadline\n      status\n      maxMembers\n      description\n      createdAt\n      memberCount\n      invitedCount\n      submissionCount\n      submissionsLocked\n      quoteRequestedAt\n      members {\n        id\n        email\n        firstName\n        lastName\n        status\n        joinedAt\n        invitedAt\n        hasSubmitted\n        paid\n      }\n      submissions {\n        id\n        memberEmail\n        memberName\n        submittedAt\n        notes\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n      matrix {\n        sizes\n        sizeTotals\n        grandTotal\n        products {\n          productId\n          productName\n          sizeTotals\n          total\n          rows {\n            color\n            colorLabel\n            counts\n            total\n          }\n        }\n      }\n    }\n    designs {\n      ...GroupRecordLinkFields\n    }\n    quotes {\n      ...GroupRecordLinkFields\n    }\n    orders {\n      ...GroupRecordLinkFields\n    }\n    actions {\n      canExtendDeadline\n      canArchive\n      canSendReminder\n      canSendPaymentReminder\n    }\n  }\n": types.StaffGroupDetailFieldsFragmentDoc,
    "\n  fragment GroupRecordLinkFields on GroupRecordLink {\n    id\n    title\n    status\n    statusLabel\n    email\n    amount\n    createdAt\n  }\n": types.GroupRecordLinkFieldsFragmentDoc,
    "\n  query StaffGroups($search: String, $filter: StaffGroupFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffGroups(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffGroupRowFields\n      }\n    }\n  }\n": types.StaffGroupsDocument,
    "\n  query StaffGroup($id: ID!) {\n    staffGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n": types.StaffGroupDocument,
    "\n  mutation ExtendGroupDeadline($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      ...StaffGroupDetailFields\n    }\n  }\n": types.ExtendGroupDeadlineDocument,
    "\n  mutation ArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n": types.ArchiveGroupDocument,
    "\n  mutation SendGroupSizeReminder($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n": types.SendGroupSizeReminderDocument,
    "\n  mutation SendGroupPaymentReminder($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n": types.SendGroupPaymentReminderDocument,
    "\n  query Invoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.InvoiceDetailDocument,
    "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n": types.IssueInvoiceDocument,
    "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n": types.IssueMemberInvoicesDocument,
    "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.SendInvoiceDocument,
    "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.RegisterInvoicePaymentDocument,
    "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n": types.CreateCreditNoteDocument,
    "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    paidAmount\n    restAmount\n    refundAmount\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n": types.InvoiceDetail_InvoiceFragmentDoc,
    "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n    paymentNote\n  }\n": types.InvoicesTable_InvoiceFragmentDoc,
    "\n  query MailLog($search: String, $filter: StaffMailDeliveryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...MailLogTable_Mail\n      }\n    }\n  }\n": types.MailLogDocument,
    "\n  query MailDeliveryDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      ...MailDeliveryDetail_Mail\n    }\n  }\n": types.MailDeliveryDetailDocument,
    "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n    }\n  }\n": types.ResendMailDocument,
    "\n  fragment MailDeliveryDetail_Mail on MailDeliveryDetail {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n    html\n    text\n    attachments\n    messageId\n    canResend\n    resends {\n      id\n      at\n      status\n      attempts\n    }\n  }\n": types.MailDeliveryDetail_MailFragmentDoc,
    "\n  fragment MailLogTable_Mail on MailDelivery {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n  }\n": types.MailLogTable_MailFragmentDoc,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    firstName\n    lastName\n    name\n    email\n    school\n    graduationYear\n    status\n    statusLabel\n    joinedAt\n  }\n": types.StaffMemberFieldsFragmentDoc,
    "\n  query StaffMembers($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffMemberFields\n      }\n    }\n  }\n": types.StaffMembersDocument,
    "\n  query StaffMemberDetail($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n      customerArea {\n        email\n        profile {\n          id\n          emailNotifications\n          shareNameWithCoordinators\n        }\n        addresses {\n          id\n          type\n          name\n          line1\n          line2\n          postalCode\n          city\n          isDefault\n        }\n        orders {\n          id\n          orderNumber\n          status\n          createdAt\n          totalAmount\n          itemCount\n        }\n        invoices {\n          id\n          invoiceNumber\n          kind\n          status\n          amount\n          dueDate\n          orderNumber\n        }\n        designs {\n          id\n          name\n          status\n          createdAt\n        }\n        groups {\n          id\n          name\n          status\n          deadline\n        }\n        memberOfGroups {\n          id\n          name\n          status\n          myStatus\n        }\n        messageThreads {\n          id\n          subject\n          status\n          lastMessageAt\n        }\n      }\n    }\n  }\n": types.StaffMemberDetailDocument,
    "\n  query MemberQuotes($email: String!) {\n    quotes: staffQuotes(filter: { customerEmail: $email }, limit: 100) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        statusLabel\n        createdAt\n        totals {\n          total\n        }\n      }\n    }\n  }\n": types.MemberQuotesDocument,
    "\n  mutation DeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": types.DeactivateMemberDocument,
    "\n  mutation ActivateMember($id: ID!) {\n    activateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": types.ActivateMemberDocument,
    "\n  mutation DeleteMember($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n": types.DeleteMemberDocument,
    "\n  fragment StaffThreadRow on StaffMessageThread {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n  }\n": types.StaffThreadRowFragmentDoc,
    "\n  fragment StaffThreadDetail on StaffMessageThreadDetail {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n    entries {\n      key\n      id\n      kind\n      body\n      author\n      createdAt\n      isRead\n    }\n  }\n": types.StaffThreadDetailFragmentDoc,
    "\n  query StaffMessageThreads(\n    $search: String\n    $filter: StaffMessageThreadFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffMessageThreads(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffThreadRow\n      }\n    }\n  }\n": types.StaffMessageThreadsDocument,
    "\n  query StaffMessageThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      ...StaffThreadDetail\n    }\n  }\n": types.StaffMessageThreadDocument,
    "\n  mutation ReplyToThreadAsStaff($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": types.ReplyToThreadAsStaffDocument,
    "\n  mutation AddThreadNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": types.AddThreadNoteDocument,
    "\n  mutation CloseThread($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n": types.CloseThreadDocument,
    "\n  query StaffUnreadThreadCount {\n    staffUnreadThreadCount\n  }\n": types.StaffUnreadThreadCountDocument,
    "\n  fragment NewsletterCampaignFields on NewsletterCampaignView {\n    id\n    subject\n    body\n    audience\n    audienceValue\n    audienceText\n    status\n    createdBy\n    createdAt\n    updatedAt\n    sendStartedAt\n    finishedAt\n  }\n": types.NewsletterCampaignFieldsFragmentDoc,
    "\n  query NewsletterSubscribers(\n    $search: String\n    $filter: StaffNewsletterSubscriberFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterSubscribers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": types.NewsletterSubscribersDocument,
    "\n  query NewsletterCampaigns(\n    $search: String\n    $filter: StaffNewsletterCampaignFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterCampaigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n": types.NewsletterCampaignsDocument,
    "\n  query NewsletterCampaign($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        ...NewsletterCampaignFields\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        failed\n        skipped\n        remaining\n        stopped\n      }\n    }\n  }\n": types.NewsletterCampaignDocument,
    "\n  mutation CreateNewsletterCampaign($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n      }\n    }\n  }\n": types.CreateNewsletterCampaignDocument,
    "\n  mutation UpdateNewsletterCampaign($id: ID!, $input: CampaignInput!) {\n    updateNewsletterCampaign(id: $id, input: $input) {\n      __typename\n      campaign {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n": types.UpdateNewsletterCampaignDocument,
    "\n  mutation SendNewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n": types.SendNewsletterTestMailDocument,
    "\n  mutation ChangeNewsletterCampaignStatus($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      ...NewsletterCampaignFields\n    }\n  }\n": types.ChangeNewsletterCampaignStatusDocument,
    "\n  query OrdersList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...OrdersTable_Order\n      }\n    }\n  }\n": types.OrdersListDocument,
    "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.RegisterShipmentDocument,
    "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.MarkShipmentDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.AddOrderNoteDocument,
    "\n  fragment OrdersTable_Order on StaffOrderListItem {\n    id\n    orderNumber\n    customerEmail\n    customerName\n    createdAt\n    itemCount\n    totalAmount\n    status\n    invoiceStatus\n    invoiceCount\n    shipmentStatus\n  }\n": types.OrdersTable_OrderFragmentDoc,
    "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n": types.OverviewCharts_OverviewFragmentDoc,
    "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n    designsWaiting\n    unreadThreads\n    failedMails\n    openBankPayments\n  }\n": types.OverviewFigures_OverviewFragmentDoc,
    "\n  query BankPayments($search: String, $filter: BankPaymentFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    bankPayments(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PaymentsTable_Payment\n      }\n    }\n  }\n": types.BankPaymentsDocument,
    "\n  query BankPaymentLinkCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      customerEmail\n      customerName\n      amount\n      restAmount\n      statusLabel\n      restMatches\n    }\n  }\n": types.BankPaymentLinkCandidatesDocument,
    "\n  mutation LinkBankPayment($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceId\n      invoiceNumber\n    }\n  }\n": types.LinkBankPaymentDocument,
    "\n  mutation IgnoreBankPayment($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n": types.IgnoreBankPaymentDocument,
    "\n  query InvoiceBankPayments($invoiceId: ID!) {\n    invoiceBankPayments(invoiceId: $invoiceId) {\n      id\n      bookedOn\n      amount\n      payerName\n      bankReference\n      status\n      statusLabel\n    }\n  }\n": types.InvoiceBankPaymentsDocument,
    "\n  fragment PaymentsTable_Payment on StaffBankPayment {\n    id\n    bookedOn\n    amount\n    kid\n    payerName\n    bankReference\n    reversed\n    status\n    statusLabel\n    invoiceId\n    invoiceNumber\n    ignoreReason\n  }\n": types.PaymentsTable_PaymentFragmentDoc,
    "\n  fragment StaffProductFields on StaffProduct {\n    id\n    slug\n    name\n    description\n    category\n    price\n    fromPrice\n    color\n    imageUrl\n    hidden\n    sortOrder\n    updatedAt\n  }\n": types.StaffProductFieldsFragmentDoc,
    "\n  query StaffProducts($search: String, $filter: StaffProductFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffProducts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffProductFields\n      }\n    }\n  }\n": types.StaffProductsDocument,
    "\n  query StaffProduct($id: ID!) {\n    staffProduct(id: $id) {\n      ...StaffProductFields\n    }\n  }\n": types.StaffProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        ...StaffProductFields\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...StaffProductFields\n    }\n  }\n": types.SetProductHiddenDocument,
    "\n  query QuoteProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n": types.QuoteProductsDocument,
    "\n  query CustomerDesignsForQuote($email: String!) {\n    customerDesignsForQuote(email: $email) {\n      id\n      name\n    }\n  }\n": types.CustomerDesignsForQuoteDocument,
    "\n  fragment QuotePrefillFields on QuotePrefill {\n    customerEmail\n    customerName\n    contactId\n    groupId\n    groupName\n    message\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      printName\n    }\n  }\n": types.QuotePrefillFieldsFragmentDoc,
    "\n  query QuotePrefillFromContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      ...QuotePrefillFields\n    }\n  }\n": types.QuotePrefillFromContactDocument,
    "\n  query QuotePrefillFromGroup($groupId: Int!) {\n    quotePrefillFromGroup(groupId: $groupId) {\n      ...QuotePrefillFields\n    }\n  }\n": types.QuotePrefillFromGroupDocument,
    "\n  query PreviewQuoteTotals($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      ...QuoteTotalsFields\n    }\n  }\n": types.PreviewQuoteTotalsDocument,
    "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n": types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      id\n      ...QuoteDetailFields\n    }\n  }\n": types.UpdateQuoteDocument,
    "\n  fragment QuoteTotalsFields on QuoteTotalsView {\n    pieces\n    total\n    discountLabel\n    discountReason\n    setAsideLabel\n    shippingLabel\n    rows {\n      key\n      label\n      amount\n      note\n    }\n  }\n": types.QuoteTotalsFieldsFragmentDoc,
    "\n  fragment QuoteDetailFields on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    contactId\n    groupId\n    groupName\n    discount {\n      kind\n      reading\n      percent\n    }\n    couponCode\n    validUntil\n    customerNote\n    sentAt\n    answeredAt\n    declineReason\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    lines {\n      id\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      ...QuoteTotalsFields\n    }\n    canEdit\n    canSend\n    canNewVersion\n    createdAt\n    updatedAt\n  }\n": types.QuoteDetailFieldsFragmentDoc,
    "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": types.QuoteDocument,
    "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": types.SendQuoteDocument,
    "\n  mutation NewQuoteVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n": types.NewQuoteVersionDocument,
    "\n  query Quotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...QuotesTable_Quote\n      }\n    }\n  }\n": types.QuotesDocument,
    "\n  query QuoteGroup($id: ID!) {\n    group(id: $id) {\n      id\n      name\n      school\n      graduationYear\n      memberCount\n      submissionCount\n    }\n  }\n": types.QuoteGroupDocument,
    "\n  fragment QuotesTable_Quote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    status\n    statusLabel\n    groupName\n    validUntil\n    createdAt\n    totals {\n      total\n    }\n  }\n": types.QuotesTable_QuoteFragmentDoc,
    "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n": types.StaffReturnFieldsFragmentDoc,
    "\n  query StaffReturns($search: String, $filter: StaffReturnFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffReturns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n": types.StaffReturnsDocument,
    "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n": types.StaffReturnDocument,
    "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": types.RejectReturnDocument,
    "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n": types.CompleteReturnDocument,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    username\n    name\n    email\n    role\n    active\n    totpEnabled\n    totpRequired\n    createdAt\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  query StaffUsers($search: String, $filter: StaffUserFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffUsersDocument,
    "\n  query StaffUser($id: ID!) {\n    staffUser(id: $id) {\n      ...StaffUserFields\n    }\n    activeAdmins: staffUsers(filter: { role: \"admin\", active: true }, limit: 1) {\n      total\n    }\n  }\n": types.StaffUserDocument,
    "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": types.CreateStaffUserDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      ...StaffUserFields\n    }\n  }\n": types.ChangeStaffRoleDocument,
    "\n  mutation SetStaffUserActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      ...StaffUserFields\n    }\n  }\n": types.SetStaffUserActiveDocument,
    "\n  mutation ResetStaffPassword($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": types.ResetStaffPasswordDocument,
    "\n  mutation ResetStaffTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": types.ResetStaffTotpDocument,
    "\n  mutation SetStaffTotpRequired($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      ...StaffUserFields\n    }\n  }\n": types.SetStaffTotpRequiredDocument,
    "\n  mutation ChangeOwnPassword($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n": types.ChangeOwnPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($filter: StaffAuditEntryFilter, $limit: Int) {\n    auditEntries: staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($filter: StaffAuditEntryFilter, $limit: Int) {\n    auditEntries: staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($search: String, $filter: StaffAuditEntryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...AuditTable_Entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($search: String, $filter: StaffAuditEntryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...AuditTable_Entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditStaffMembers {\n    auditStaffMembers {\n      id\n      username\n      name\n    }\n  }\n"): (typeof documents)["\n  query AuditStaffMembers {\n    auditStaffMembers {\n      id\n      username\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditTable_Entry on AuditEntry {\n    id\n    staffUserId\n    staffUsername\n    action\n    entityType\n    entityId\n    at\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment AuditTable_Entry on AuditEntry {\n    id\n    staffUserId\n    staffUsername\n    action\n    entityType\n    entityId\n    at\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n        totpEnrolmentRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n        totpEnrolmentRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n      role\n      totpEnrolmentRequired\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n      role\n      totpEnrolmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"): (typeof documents)["\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStaffTotpEnrolment {\n    startStaffTotpEnrolment {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation StartStaffTotpEnrolment {\n    startStaffTotpEnrolment {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmStaffTotpEnrolment($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmStaffTotpEnrolment($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n"): (typeof documents)["\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffBlogPostFields on StaffBlogPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    imageUrl\n    author\n    featured\n    published\n    publishedAt\n    updatedAt\n    readingMinutes\n  }\n"): (typeof documents)["\n  fragment StaffBlogPostFields on StaffBlogPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    imageUrl\n    author\n    featured\n    published\n    publishedAt\n    updatedAt\n    readingMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBlogPosts($search: String, $filter: StaffBlogPostFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffBlogPosts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffBlogPostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffBlogPosts($search: String, $filter: StaffBlogPostFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffBlogPosts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffBlogPostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBlogPost($id: ID!) {\n    staffBlogPost(id: $id) {\n      ...StaffBlogPostFields\n    }\n  }\n"): (typeof documents)["\n  query StaffBlogPost($id: ID!) {\n    staffBlogPost(id: $id) {\n      ...StaffBlogPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        ...StaffBlogPostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        ...StaffBlogPostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBlogPostPublished($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      ...StaffBlogPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBlogPostPublished($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      ...StaffBlogPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBlogPostFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      ...StaffBlogPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBlogPostFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      ...StaffBlogPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDetail on Contact {\n    ...ContactFields\n    replies {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ContactDetail on Contact {\n    ...ContactFields\n    replies {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contact($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n"): (typeof documents)["\n  query Contact($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerContact($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        ...ContactDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerContact($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        ...ContactDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactFields on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    replyCount\n  }\n"): (typeof documents)["\n  fragment ContactFields on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    replyCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ContactFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ContactFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n"): (typeof documents)["\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCoupons($search: String, $filter: StaffCouponFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffCoupons(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCoupons($search: String, $filter: StaffCouponFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffCoupons(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n"): (typeof documents)["\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        ...StaffCouponFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        ...StaffCouponFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffDesignRowFields on StaffDesignRow {\n    id\n    name\n    status\n    memberEmail\n    customerName\n    groupId\n    groupName\n    latestVersion\n    latestIsProof\n    changeRequested\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffDesignRowFields on StaffDesignRow {\n    id\n    name\n    status\n    memberEmail\n    customerName\n    groupId\n    groupName\n    latestVersion\n    latestIsProof\n    changeRequested\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffDesignFields on StaffDesign {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    memberEmail\n    customerName\n    groupId\n    groupName\n    changeRequest\n    changeRequestedAt\n    actions\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      uploadedAt\n      url\n      isProof\n      proofMessage\n      uploadedBy\n      uploadedByStaff\n    }\n  }\n"): (typeof documents)["\n  fragment StaffDesignFields on StaffDesign {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    memberEmail\n    customerName\n    groupId\n    groupName\n    changeRequest\n    changeRequestedAt\n    actions\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      uploadedAt\n      url\n      isProof\n      proofMessage\n      uploadedBy\n      uploadedByStaff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDesigns($search: String, $filter: StaffDesignFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffDesigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffDesignRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDesigns($search: String, $filter: StaffDesignFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffDesigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffDesignRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDesign($id: ID!) {\n    staffDesign(id: $id) {\n      ...StaffDesignFields\n    }\n  }\n"): (typeof documents)["\n  query StaffDesign($id: ID!) {\n    staffDesign(id: $id) {\n      ...StaffDesignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDesign($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveDesign($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDesign($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectDesign($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDesignInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDesignInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        ...StaffDesignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffFaqItems {\n    staffFaqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query StaffFaqItems {\n    staffFaqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaqItem($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaqItem($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFaqItem($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFaqItem($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveFaqItem($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MoveFaqItem($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceFaqItem($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceFaqItem($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFaqItem($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFaqItem($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffGroupRowFields on StaffGroupRow {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    memberCount\n    invitedCount\n    submissionCount\n    deadline\n    status\n  }\n"): (typeof documents)["\n  fragment StaffGroupRowFields on StaffGroupRow {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    memberCount\n    invitedCount\n    submissionCount\n    deadline\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffGroupDetailFields on StaffGroupDetail {\n    group {\n      id\n      name\n      school\n      graduationYear\n      coordinatorEmail\n      coordinatorName\n      inviteCode\n      deadline\n      status\n      maxMembers\n      description\n      createdAt\n      memberCount\n      invitedCount\n      submissionCount\n      submissionsLocked\n      quoteRequestedAt\n      members {\n        id\n        email\n        firstName\n        lastName\n        status\n        joinedAt\n        invitedAt\n        hasSubmitted\n        paid\n      }\n      submissions {\n        id\n        memberEmail\n        memberName\n        submittedAt\n        notes\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n      matrix {\n        sizes\n        sizeTotals\n        grandTotal\n        products {\n          productId\n          productName\n          sizeTotals\n          total\n          rows {\n            color\n            colorLabel\n            counts\n            total\n          }\n        }\n      }\n    }\n    designs {\n      ...GroupRecordLinkFields\n    }\n    quotes {\n      ...GroupRecordLinkFields\n    }\n    orders {\n      ...GroupRecordLinkFields\n    }\n    actions {\n      canExtendDeadline\n      canArchive\n      canSendReminder\n      canSendPaymentReminder\n    }\n  }\n"): (typeof documents)["\n  fragment StaffGroupDetailFields on StaffGroupDetail {\n    group {\n      id\n      name\n      school\n      graduationYear\n      coordinatorEmail\n      coordinatorName\n      inviteCode\n      deadline\n      status\n      maxMembers\n      description\n      createdAt\n      memberCount\n      invitedCount\n      submissionCount\n      submissionsLocked\n      quoteRequestedAt\n      members {\n        id\n        email\n        firstName\n        lastName\n        status\n        joinedAt\n        invitedAt\n        hasSubmitted\n        paid\n      }\n      submissions {\n        id\n        memberEmail\n        memberName\n        submittedAt\n        notes\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n      matrix {\n        sizes\n        sizeTotals\n        grandTotal\n        products {\n          productId\n          productName\n          sizeTotals\n          total\n          rows {\n            color\n            colorLabel\n            counts\n            total\n          }\n        }\n      }\n    }\n    designs {\n      ...GroupRecordLinkFields\n    }\n    quotes {\n      ...GroupRecordLinkFields\n    }\n    orders {\n      ...GroupRecordLinkFields\n    }\n    actions {\n      canExtendDeadline\n      canArchive\n      canSendReminder\n      canSendPaymentReminder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupRecordLinkFields on GroupRecordLink {\n    id\n    title\n    status\n    statusLabel\n    email\n    amount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment GroupRecordLinkFields on GroupRecordLink {\n    id\n    title\n    status\n    statusLabel\n    email\n    amount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffGroups($search: String, $filter: StaffGroupFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffGroups(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffGroupRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffGroups($search: String, $filter: StaffGroupFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffGroups(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffGroupRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffGroup($id: ID!) {\n    staffGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n"): (typeof documents)["\n  query StaffGroup($id: ID!) {\n    staffGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendGroupDeadline($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      ...StaffGroupDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendGroupDeadline($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      ...StaffGroupDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...StaffGroupDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendGroupSizeReminder($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendGroupSizeReminder($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendGroupPaymentReminder($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendGroupPaymentReminder($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        ...StaffGroupDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n"): (typeof documents)["\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    paidAmount\n    restAmount\n    refundAmount\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    paidAmount\n    restAmount\n    refundAmount\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n    paymentNote\n  }\n"): (typeof documents)["\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n    paymentNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailLog($search: String, $filter: StaffMailDeliveryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...MailLogTable_Mail\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailLog($search: String, $filter: StaffMailDeliveryFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...MailLogTable_Mail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailDeliveryDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      ...MailDeliveryDetail_Mail\n    }\n  }\n"): (typeof documents)["\n  query MailDeliveryDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      ...MailDeliveryDetail_Mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailDeliveryDetail_Mail on MailDeliveryDetail {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n    html\n    text\n    attachments\n    messageId\n    canResend\n    resends {\n      id\n      at\n      status\n      attempts\n    }\n  }\n"): (typeof documents)["\n  fragment MailDeliveryDetail_Mail on MailDeliveryDetail {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n    html\n    text\n    attachments\n    messageId\n    canResend\n    resends {\n      id\n      at\n      status\n      attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailLogTable_Mail on MailDelivery {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n  }\n"): (typeof documents)["\n  fragment MailLogTable_Mail on MailDelivery {\n    id\n    at\n    recipient\n    type\n    kind\n    subject\n    status\n    attempts\n    lastError\n    recordType\n    recordId\n    resendOfId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMemberFields on StaffMember {\n    id\n    firstName\n    lastName\n    name\n    email\n    school\n    graduationYear\n    status\n    statusLabel\n    joinedAt\n  }\n"): (typeof documents)["\n  fragment StaffMemberFields on StaffMember {\n    id\n    firstName\n    lastName\n    name\n    email\n    school\n    graduationYear\n    status\n    statusLabel\n    joinedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMemberDetail($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n      customerArea {\n        email\n        profile {\n          id\n          emailNotifications\n          shareNameWithCoordinators\n        }\n        addresses {\n          id\n          type\n          name\n          line1\n          line2\n          postalCode\n          city\n          isDefault\n        }\n        orders {\n          id\n          orderNumber\n          status\n          createdAt\n          totalAmount\n          itemCount\n        }\n        invoices {\n          id\n          invoiceNumber\n          kind\n          status\n          amount\n          dueDate\n          orderNumber\n        }\n        designs {\n          id\n          name\n          status\n          createdAt\n        }\n        groups {\n          id\n          name\n          status\n          deadline\n        }\n        memberOfGroups {\n          id\n          name\n          status\n          myStatus\n        }\n        messageThreads {\n          id\n          subject\n          status\n          lastMessageAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMemberDetail($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n      customerArea {\n        email\n        profile {\n          id\n          emailNotifications\n          shareNameWithCoordinators\n        }\n        addresses {\n          id\n          type\n          name\n          line1\n          line2\n          postalCode\n          city\n          isDefault\n        }\n        orders {\n          id\n          orderNumber\n          status\n          createdAt\n          totalAmount\n          itemCount\n        }\n        invoices {\n          id\n          invoiceNumber\n          kind\n          status\n          amount\n          dueDate\n          orderNumber\n        }\n        designs {\n          id\n          name\n          status\n          createdAt\n        }\n        groups {\n          id\n          name\n          status\n          deadline\n        }\n        memberOfGroups {\n          id\n          name\n          status\n          myStatus\n        }\n        messageThreads {\n          id\n          subject\n          status\n          lastMessageAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberQuotes($email: String!) {\n    quotes: staffQuotes(filter: { customerEmail: $email }, limit: 100) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        statusLabel\n        createdAt\n        totals {\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberQuotes($email: String!) {\n    quotes: staffQuotes(filter: { customerEmail: $email }, limit: 100) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        statusLabel\n        createdAt\n        totals {\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateMember($id: ID!) {\n    activateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateMember($id: ID!) {\n    activateMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMember($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMember($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffThreadRow on StaffMessageThread {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n  }\n"): (typeof documents)["\n  fragment StaffThreadRow on StaffMessageThread {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffThreadDetail on StaffMessageThreadDetail {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n    entries {\n      key\n      id\n      kind\n      body\n      author\n      createdAt\n      isRead\n    }\n  }\n"): (typeof documents)["\n  fragment StaffThreadDetail on StaffMessageThreadDetail {\n    id\n    subject\n    type\n    status\n    memberEmail\n    customerName\n    relatedOrderId\n    relatedOrderNumber\n    relatedDesignId\n    relatedDesignName\n    relatedGroupId\n    relatedGroupName\n    lastMessageAt\n    createdAt\n    unreadCount\n    messageCount\n    entries {\n      key\n      id\n      kind\n      body\n      author\n      createdAt\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMessageThreads(\n    $search: String\n    $filter: StaffMessageThreadFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffMessageThreads(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffThreadRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMessageThreads(\n    $search: String\n    $filter: StaffMessageThreadFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffMessageThreads(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffThreadRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMessageThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      ...StaffThreadDetail\n    }\n  }\n"): (typeof documents)["\n  query StaffMessageThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      ...StaffThreadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToThreadAsStaff($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToThreadAsStaff($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddThreadNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddThreadNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseThread($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CloseThread($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        ...StaffThreadDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUnreadThreadCount {\n    staffUnreadThreadCount\n  }\n"): (typeof documents)["\n  query StaffUnreadThreadCount {\n    staffUnreadThreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterCampaignFields on NewsletterCampaignView {\n    id\n    subject\n    body\n    audience\n    audienceValue\n    audienceText\n    status\n    createdBy\n    createdAt\n    updatedAt\n    sendStartedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment NewsletterCampaignFields on NewsletterCampaignView {\n    id\n    subject\n    body\n    audience\n    audienceValue\n    audienceText\n    status\n    createdBy\n    createdAt\n    updatedAt\n    sendStartedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers(\n    $search: String\n    $filter: StaffNewsletterSubscriberFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterSubscribers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers(\n    $search: String\n    $filter: StaffNewsletterSubscriberFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterSubscribers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCampaigns(\n    $search: String\n    $filter: StaffNewsletterCampaignFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterCampaigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterCampaigns(\n    $search: String\n    $filter: StaffNewsletterCampaignFilter\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffNewsletterCampaigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCampaign($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        ...NewsletterCampaignFields\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        failed\n        skipped\n        remaining\n        stopped\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterCampaign($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        ...NewsletterCampaignFields\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        failed\n        skipped\n        remaining\n        stopped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsletterCampaign($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsletterCampaign($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsletterCampaign($id: ID!, $input: CampaignInput!) {\n    updateNewsletterCampaign(id: $id, input: $input) {\n      __typename\n      campaign {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsletterCampaign($id: ID!, $input: CampaignInput!) {\n    updateNewsletterCampaign(id: $id, input: $input) {\n      __typename\n      campaign {\n        ...NewsletterCampaignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeNewsletterCampaignStatus($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      ...NewsletterCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeNewsletterCampaignStatus($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      ...NewsletterCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...OrdersTable_Order\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...OrdersTable_Order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersTable_Order on StaffOrderListItem {\n    id\n    orderNumber\n    customerEmail\n    customerName\n    createdAt\n    itemCount\n    totalAmount\n    status\n    invoiceStatus\n    invoiceCount\n    shipmentStatus\n  }\n"): (typeof documents)["\n  fragment OrdersTable_Order on StaffOrderListItem {\n    id\n    orderNumber\n    customerEmail\n    customerName\n    createdAt\n    itemCount\n    totalAmount\n    status\n    invoiceStatus\n    invoiceCount\n    shipmentStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n    designsWaiting\n    unreadThreads\n    failedMails\n    openBankPayments\n  }\n"): (typeof documents)["\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n    designsWaiting\n    unreadThreads\n    failedMails\n    openBankPayments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankPayments($search: String, $filter: BankPaymentFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    bankPayments(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PaymentsTable_Payment\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankPayments($search: String, $filter: BankPaymentFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    bankPayments(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PaymentsTable_Payment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankPaymentLinkCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      customerEmail\n      customerName\n      amount\n      restAmount\n      statusLabel\n      restMatches\n    }\n  }\n"): (typeof documents)["\n  query BankPaymentLinkCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      customerEmail\n      customerName\n      amount\n      restAmount\n      statusLabel\n      restMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkBankPayment($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceId\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation LinkBankPayment($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceId\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IgnoreBankPayment($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n"): (typeof documents)["\n  mutation IgnoreBankPayment($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceBankPayments($invoiceId: ID!) {\n    invoiceBankPayments(invoiceId: $invoiceId) {\n      id\n      bookedOn\n      amount\n      payerName\n      bankReference\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  query InvoiceBankPayments($invoiceId: ID!) {\n    invoiceBankPayments(invoiceId: $invoiceId) {\n      id\n      bookedOn\n      amount\n      payerName\n      bankReference\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentsTable_Payment on StaffBankPayment {\n    id\n    bookedOn\n    amount\n    kid\n    payerName\n    bankReference\n    reversed\n    status\n    statusLabel\n    invoiceId\n    invoiceNumber\n    ignoreReason\n  }\n"): (typeof documents)["\n  fragment PaymentsTable_Payment on StaffBankPayment {\n    id\n    bookedOn\n    amount\n    kid\n    payerName\n    bankReference\n    reversed\n    status\n    statusLabel\n    invoiceId\n    invoiceNumber\n    ignoreReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffProductFields on StaffProduct {\n    id\n    slug\n    name\n    description\n    category\n    price\n    fromPrice\n    color\n    imageUrl\n    hidden\n    sortOrder\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffProductFields on StaffProduct {\n    id\n    slug\n    name\n    description\n    category\n    price\n    fromPrice\n    color\n    imageUrl\n    hidden\n    sortOrder\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProducts($search: String, $filter: StaffProductFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffProducts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffProducts($search: String, $filter: StaffProductFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffProducts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProduct($id: ID!) {\n    staffProduct(id: $id) {\n      ...StaffProductFields\n    }\n  }\n"): (typeof documents)["\n  query StaffProduct($id: ID!) {\n    staffProduct(id: $id) {\n      ...StaffProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        ...StaffProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        ...StaffProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...StaffProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...StaffProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n"): (typeof documents)["\n  query QuoteProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDesignsForQuote($email: String!) {\n    customerDesignsForQuote(email: $email) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CustomerDesignsForQuote($email: String!) {\n    customerDesignsForQuote(email: $email) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotePrefillFields on QuotePrefill {\n    customerEmail\n    customerName\n    contactId\n    groupId\n    groupName\n    message\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      printName\n    }\n  }\n"): (typeof documents)["\n  fragment QuotePrefillFields on QuotePrefill {\n    customerEmail\n    customerName\n    contactId\n    groupId\n    groupName\n    message\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      printName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotePrefillFromContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      ...QuotePrefillFields\n    }\n  }\n"): (typeof documents)["\n  query QuotePrefillFromContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      ...QuotePrefillFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotePrefillFromGroup($groupId: Int!) {\n    quotePrefillFromGroup(groupId: $groupId) {\n      ...QuotePrefillFields\n    }\n  }\n"): (typeof documents)["\n  query QuotePrefillFromGroup($groupId: Int!) {\n    quotePrefillFromGroup(groupId: $groupId) {\n      ...QuotePrefillFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewQuoteTotals($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      ...QuoteTotalsFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewQuoteTotals($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      ...QuoteTotalsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      id\n      ...QuoteDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      id\n      ...QuoteDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteTotalsFields on QuoteTotalsView {\n    pieces\n    total\n    discountLabel\n    discountReason\n    setAsideLabel\n    shippingLabel\n    rows {\n      key\n      label\n      amount\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteTotalsFields on QuoteTotalsView {\n    pieces\n    total\n    discountLabel\n    discountReason\n    setAsideLabel\n    shippingLabel\n    rows {\n      key\n      label\n      amount\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteDetailFields on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    contactId\n    groupId\n    groupName\n    discount {\n      kind\n      reading\n      percent\n    }\n    couponCode\n    validUntil\n    customerNote\n    sentAt\n    answeredAt\n    declineReason\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    lines {\n      id\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      ...QuoteTotalsFields\n    }\n    canEdit\n    canSend\n    canNewVersion\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment QuoteDetailFields on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    contactId\n    groupId\n    groupName\n    discount {\n      kind\n      reading\n      percent\n    }\n    couponCode\n    validUntil\n    customerNote\n    sentAt\n    answeredAt\n    declineReason\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    lines {\n      id\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      ...QuoteTotalsFields\n    }\n    canEdit\n    canSend\n    canNewVersion\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewQuoteVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation NewQuoteVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuoteDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...QuotesTable_Quote\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...QuotesTable_Quote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteGroup($id: ID!) {\n    group(id: $id) {\n      id\n      name\n      school\n      graduationYear\n      memberCount\n      submissionCount\n    }\n  }\n"): (typeof documents)["\n  query QuoteGroup($id: ID!) {\n    group(id: $id) {\n      id\n      name\n      school\n      graduationYear\n      memberCount\n      submissionCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotesTable_Quote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    status\n    statusLabel\n    groupName\n    validUntil\n    createdAt\n    totals {\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment QuotesTable_Quote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    status\n    statusLabel\n    groupName\n    validUntil\n    createdAt\n    totals {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n"): (typeof documents)["\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReturns($search: String, $filter: StaffReturnFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffReturns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReturns($search: String, $filter: StaffReturnFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffReturns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n"): (typeof documents)["\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        ...StaffReturnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on StaffUser {\n    id\n    username\n    name\n    email\n    role\n    active\n    totpEnabled\n    totpRequired\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffUserFields on StaffUser {\n    id\n    username\n    name\n    email\n    role\n    active\n    totpEnabled\n    totpRequired\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsers($search: String, $filter: StaffUserFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers($search: String, $filter: StaffUserFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUser($id: ID!) {\n    staffUser(id: $id) {\n      ...StaffUserFields\n    }\n    activeAdmins: staffUsers(filter: { role: \"admin\", active: true }, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query StaffUser($id: ID!) {\n    staffUser(id: $id) {\n      ...StaffUserFields\n    }\n    activeAdmins: staffUsers(filter: { role: \"admin\", active: true }, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeStaffRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeStaffRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffUserActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffUserActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffPassword($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffPassword($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffTotpRequired($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffTotpRequired($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOwnPassword($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeOwnPassword($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;