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
    "\n  query CustomerDashboard {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      ...DashboardCounts\n      ...OrdersTabArea\n    }\n  }\n": typeof types.CustomerDashboardDocument,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n    }\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      tags\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query BlogPosts {\n    blogPosts {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      publishedAt\n      imageUrl\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query CatalogProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.CatalogProductsDocument,
    "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.JoinCommunityDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  fragment CouponsDialog_CustomerCoupon on CustomerCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    validUntil\n    isActive\n    isUsed\n    usedAt\n  }\n": typeof types.CouponsDialog_CustomerCouponFragmentDoc,
    "\n  query DesignDetails($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      description\n      status\n      files {\n        id\n        version\n        isLatest\n        fileName\n        mimeType\n        fileSize\n        uploadedAt\n        url\n      }\n    }\n  }\n": typeof types.DesignDetailsDocument,
    "\n  mutation UpdateDesign($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      id\n      name\n      description\n    }\n  }\n": typeof types.UpdateDesignDocument,
    "\n  mutation SubmitDesignForReview($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      id\n      status\n    }\n  }\n": typeof types.SubmitDesignForReviewDocument,
    "\n  mutation ApproveDesignProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n": typeof types.ApproveDesignProofDocument,
    "\n  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n": typeof types.RequestDesignChangesDocument,
    "\n  fragment DesignsTabArea on CustomerArea {\n    email\n    designs {\n      id\n      ...DesignCard_Design\n      ...DesignPreviewDialog_Design\n      ...DesignEditDialog_Design\n    }\n  }\n": typeof types.DesignsTabAreaFragmentDoc,
    "\n  query DesignsTab {\n    customerArea {\n      email\n      ...DesignsTabArea\n    }\n  }\n": typeof types.DesignsTabDocument,
    "\n  fragment DesignCard_Design on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    canAnswerProof\n    changeRequest\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n      uploadedAt\n      isProof\n      proofMessage\n    }\n  }\n": typeof types.DesignCard_DesignFragmentDoc,
    "\n  fragment DesignEditDialog_Design on Design {\n    id\n    name\n    description\n    status\n  }\n": typeof types.DesignEditDialog_DesignFragmentDoc,
    "\n  fragment DesignPreviewDialog_Design on Design {\n    id\n    name\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n    }\n  }\n": typeof types.DesignPreviewDialog_DesignFragmentDoc,
    "\n  fragment GroupSizeLine on GroupSizeLine {\n    productId\n    productName\n    size\n    color\n    quantity\n    printName\n  }\n": typeof types.GroupSizeLineFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...CoordinatedGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      memberOf {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...MemberGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      submissions {\n        id\n        groupId\n        ...SubmissionSummary_GroupSizeSubmission\n        ...SizeSubmissionForm_GroupSizeSubmission\n      }\n    }\n  }\n": typeof types.MyGroupsDocument,
    "\n  query GroupDetail($id: ID!) {\n    group(id: $id) {\n      id\n      ...GroupAdminPanel_GroupDetail\n    }\n  }\n": typeof types.GroupDetailDocument,
    "\n  query GroupProducts {\n    products {\n      id\n      name\n      category\n      color\n    }\n  }\n": typeof types.GroupProductsDocument,
    "\n    mutation CreateGroup($input: CreateGroupInput!) {\n      createGroup(input: $input) {\n        __typename\n        group {\n          id\n          name\n          inviteCode\n        }\n      }\n    }\n  ": typeof types.CreateGroupDocument,
    "\n    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n      updateGroup(id: $id, input: $input) {\n        __typename\n        group {\n          id\n          name\n        }\n      }\n    }\n  ": typeof types.UpdateGroupDocument,
    "\n    mutation JoinGroup($inviteCode: String!) {\n      joinGroup(inviteCode: $inviteCode) {\n        __typename\n        alreadyMember\n        message\n        group {\n          id\n          name\n        }\n      }\n    }\n  ": typeof types.JoinGroupDocument,
    "\n    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {\n      respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n        __typename\n        message\n        group {\n          id\n        }\n      }\n    }\n  ": typeof types.RespondToGroupInvitationDocument,
    "\n    mutation InviteGroupMember($groupId: ID!, $email: String!) {\n      inviteGroupMember(groupId: $groupId, email: $email) {\n        __typename\n        message\n        member {\n          id\n          email\n        }\n      }\n    }\n  ": typeof types.InviteGroupMemberDocument,
    "\n    mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {\n      removeGroupMember(groupId: $groupId, memberId: $memberId) {\n        memberId\n      }\n    }\n  ": typeof types.RemoveGroupMemberDocument,
    "\n    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {\n      submitGroupSizes(groupId: $groupId, input: $input) {\n        __typename\n        message\n        submission {\n          id\n        }\n      }\n    }\n  ": typeof types.SubmitGroupSizesDocument,
    "\n    mutation SendGroupSizesToShop($groupId: ID!) {\n      sendGroupSizesToShop(groupId: $groupId) {\n        __typename\n        message\n        quoteRequestedAt\n      }\n    }\n  ": typeof types.SendGroupSizesToShopDocument,
    "\n  fragment GroupAdminPanel_GroupDetail on GroupDetail {\n    name\n    inviteCode\n    ...MembersSection_GroupDetail\n    ...EditSection_GroupDetail\n    ...SizesSection_GroupDetail\n  }\n": typeof types.GroupAdminPanel_GroupDetailFragmentDoc,
    "\n  fragment MembersSection_GroupDetail on GroupDetail {\n    id\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      hasSubmitted\n      paid\n    }\n  }\n": typeof types.MembersSection_GroupDetailFragmentDoc,
    "\n  fragment EditSection_GroupDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    deadline\n    maxMembers\n    description\n    status\n  }\n": typeof types.EditSection_GroupDetailFragmentDoc,
    "\n  fragment SizesSection_GroupDetail on GroupDetail {\n    id\n    name\n    submissionsLocked\n    quoteRequestedAt\n    matrix {\n      ...SizeMatrixTable_SizeMatrix\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      lines {\n        ...GroupSizeLine\n      }\n    }\n    mySubmission {\n      id\n      ...SizeSubmissionForm_GroupSizeSubmission\n    }\n  }\n": typeof types.SizesSection_GroupDetailFragmentDoc,
    "\n  fragment GroupHeading_GroupOverview on GroupOverview {\n    name\n    school\n    graduationYear\n    status\n    myStatus\n    submissionsLocked\n  }\n": typeof types.GroupHeading_GroupOverviewFragmentDoc,
    "\n  fragment GroupFacts_GroupOverview on GroupOverview {\n    deadline\n    memberCount\n    maxMembers\n    invitedCount\n    submissionCount\n    inviteCode\n    coordinatorName\n    coordinatorEmail\n    quoteRequestedAt\n  }\n": typeof types.GroupFacts_GroupOverviewFragmentDoc,
    "\n  fragment CoordinatedGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n": typeof types.CoordinatedGroupCard_GroupOverviewFragmentDoc,
    "\n  fragment MemberGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    description\n    myStatus\n    submissionsLocked\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n": typeof types.MemberGroupCard_GroupOverviewFragmentDoc,
    "\n  fragment SubmitSizesPicker_GroupOverview on GroupOverview {\n    id\n    name\n  }\n": typeof types.SubmitSizesPicker_GroupOverviewFragmentDoc,
    "\n  fragment SubmissionSummary_GroupSizeSubmission on GroupSizeSubmission {\n    groupName\n    submittedAt\n    locked\n    lines {\n      ...GroupSizeLine\n    }\n  }\n": typeof types.SubmissionSummary_GroupSizeSubmissionFragmentDoc,
    "\n  fragment SizeMatrixTable_SizeMatrix on SizeMatrix {\n    sizes\n    sizeTotals\n    grandTotal\n    products {\n      productId\n      productName\n      total\n      sizeTotals\n      rows {\n        color\n        colorLabel\n        counts\n        total\n      }\n    }\n  }\n": typeof types.SizeMatrixTable_SizeMatrixFragmentDoc,
    "\n  fragment SizeSubmissionForm_GroupSizeSubmission on GroupSizeSubmission {\n    notes\n    lines {\n      ...GroupSizeLine\n    }\n  }\n": typeof types.SizeSubmissionForm_GroupSizeSubmissionFragmentDoc,
    "\n  fragment InvoicesDialog_CustomerInvoice on CustomerInvoice {\n    id\n    invoiceNumber\n    kind\n    orderNumber\n    amount\n    status\n    dueDate\n    paidDate\n    paymentNote\n  }\n": typeof types.InvoicesDialog_CustomerInvoiceFragmentDoc,
    "\n  fragment MessagesTabArea on CustomerArea {\n    email\n    messageThreads {\n      id\n      ...ThreadList_MessageThread\n      ...ThreadDialog_MessageThread\n    }\n  }\n": typeof types.MessagesTabAreaFragmentDoc,
    "\n  query MessagesTab {\n    customerArea {\n      email\n      ...MessagesTabArea\n    }\n  }\n": typeof types.MessagesTabDocument,
    "\n  query MessageRelatedOptions {\n    customerArea {\n      email\n      orders {\n        id\n        orderNumber\n      }\n      designs {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      memberOfGroups {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MessageRelatedOptionsDocument,
    "\n  query MessageThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      ...ThreadDialog_Messages\n    }\n  }\n": typeof types.MessageThreadDocument,
    "\n  mutation StartMessageThread($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n": typeof types.StartMessageThreadDocument,
    "\n  mutation ReplyToThread($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      ...ThreadDialog_Messages\n    }\n  }\n": typeof types.ReplyToThreadDocument,
    "\n  fragment ThreadDialog_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    relatedOrderId\n    relatedDesignId\n    relatedGroupId\n  }\n": typeof types.ThreadDialog_MessageThreadFragmentDoc,
    "\n  fragment ThreadDialog_Messages on MessageThread {\n    id\n    status\n    lastMessageAt\n    messages {\n      id\n      senderType\n      body\n      createdAt\n    }\n  }\n": typeof types.ThreadDialog_MessagesFragmentDoc,
    "\n  fragment ThreadList_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    lastMessageAt\n    unreadCount\n  }\n": typeof types.ThreadList_MessageThreadFragmentDoc,
    "\n  fragment OrdersTabArea on CustomerArea {\n    email\n    orders {\n      id\n      orderNumber\n      status\n      ...OrderCard_CustomerOrder\n      ...OrderDetailsDialog_CustomerOrder\n      ...ShipmentDialog_CustomerOrder\n      ...ReturnDialog_CustomerOrder\n      ...ReturnsList_CustomerOrder\n    }\n    invoices {\n      id\n      orderId\n      kind\n      ...OrderCard_CustomerInvoice\n      ...InvoicesDialog_CustomerInvoice\n    }\n    returns {\n      id\n      orderId\n      ...ReturnDialog_CustomerReturn\n      ...ReturnsList_CustomerReturn\n    }\n    coupons {\n      id\n      isUsed\n      ...CouponsDialog_CustomerCoupon\n    }\n    quotes {\n      id\n      ...QuotesSection_Quote\n      ...QuoteDialog_Quote\n    }\n  }\n": typeof types.OrdersTabAreaFragmentDoc,
    "\n  query OrdersTab {\n    customerArea {\n      email\n      ...OrdersTabArea\n    }\n  }\n": typeof types.OrdersTabDocument,
    "\n  fragment OrderCard_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    itemCount\n    totalAmount\n  }\n": typeof types.OrderCard_CustomerOrderFragmentDoc,
    "\n  fragment OrderCard_CustomerInvoice on CustomerInvoice {\n    id\n  }\n": typeof types.OrderCard_CustomerInvoiceFragmentDoc,
    "\n  fragment OrderDetailsDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    totalAmount\n    shippingAddress\n    notes\n    cancelReason\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n    }\n  }\n": typeof types.OrderDetailsDialog_CustomerOrderFragmentDoc,
    "\n  fragment ShipmentDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    shipments {\n      id\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n    }\n  }\n": typeof types.ShipmentDialog_CustomerOrderFragmentDoc,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      address {\n        id\n      }\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query ProfileTab {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      profile {\n        id\n        ...PersonalInfoCard_CustomerProfile\n        ...AccountSettingsCard_CustomerProfile\n        ...MembershipCard_CustomerProfile\n      }\n      addresses {\n        id\n        ...AddressesCard_CustomerAddress\n      }\n    }\n  }\n": typeof types.ProfileTabDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      profile {\n        id\n        firstName\n        lastName\n        school\n        graduationYear\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      id\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n": typeof types.UpdateProfileSettingsDocument,
    "\n  fragment AccountSettingsCard_CustomerProfile on CustomerProfile {\n    emailNotifications\n    shareNameWithCoordinators\n  }\n": typeof types.AccountSettingsCard_CustomerProfileFragmentDoc,
    "\n  fragment AddressesCard_CustomerAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n": typeof types.AddressesCard_CustomerAddressFragmentDoc,
    "\n  fragment MembershipCard_CustomerProfile on CustomerProfile {\n    joinedAt\n    school\n    graduationYear\n  }\n": typeof types.MembershipCard_CustomerProfileFragmentDoc,
    "\n  fragment PersonalInfoCard_CustomerProfile on CustomerProfile {\n    firstName\n    lastName\n    email\n    school\n    graduationYear\n  }\n": typeof types.PersonalInfoCard_CustomerProfileFragmentDoc,
    "\n  mutation AcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        canAnswer\n        orderNumber\n      }\n    }\n  }\n": typeof types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      canAnswer\n      declineReason\n    }\n  }\n": typeof types.DeclineQuoteDocument,
    "\n  fragment QuoteDialog_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    validUntil\n    sentAt\n    customerNote\n    declineReason\n    orderNumber\n    lines {\n      id\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designName\n      printName\n    }\n    totals {\n      total\n      rows {\n        key\n        label\n        amount\n        note\n      }\n    }\n  }\n": typeof types.QuoteDialog_QuoteFragmentDoc,
    "\n  fragment QuotesSection_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    sentAt\n    createdAt\n    validUntil\n    orderNumber\n    totals {\n      total\n    }\n  }\n": typeof types.QuotesSection_QuoteFragmentDoc,
    "\n  mutation RequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n": typeof types.RequestReturnDocument,
    "\n  fragment ReturnDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    items {\n      id\n      name\n      size\n      color\n      quantity\n      unitPrice\n      isCustom\n    }\n  }\n": typeof types.ReturnDialog_CustomerOrderFragmentDoc,
    "\n  fragment ReturnDialog_CustomerReturn on CustomerReturn {\n    id\n    orderItemId\n    status\n  }\n": typeof types.ReturnDialog_CustomerReturnFragmentDoc,
    "\n  fragment ReturnsList_CustomerReturn on CustomerReturn {\n    id\n    orderId\n    orderNumber\n    orderItemId\n    reason\n    status\n    requestedAt\n  }\n": typeof types.ReturnsList_CustomerReturnFragmentDoc,
    "\n  fragment ReturnsList_CustomerOrder on CustomerOrder {\n    id\n    items {\n      id\n      name\n    }\n  }\n": typeof types.ReturnsList_CustomerOrderFragmentDoc,
    "\n  query FaqItems {\n    faqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": typeof types.FaqItemsDocument,
    "\n  query HomeFeaturedBlogPosts {\n    featuredBlogPosts {\n      id\n      slug\n      title\n      excerpt\n      category\n      imageUrl\n      publishedAt\n    }\n  }\n": typeof types.HomeFeaturedBlogPostsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query ProductPageProducts {\n    products {\n      id\n      name\n      price\n      imageUrl\n      category\n    }\n  }\n": typeof types.ProductPageProductsDocument,
    "\n  fragment DashboardCounts on CustomerArea {\n    counts {\n      orders\n      designs\n      groups\n      messages\n      addresses\n      unusedCoupons\n    }\n  }\n": typeof types.DashboardCountsFragmentDoc,
    "\n  query DashboardCounts {\n    customerArea {\n      email\n      ...DashboardCounts\n    }\n  }\n": typeof types.DashboardCountsDocument,
    "\n  fragment ViewerFields on Viewer {\n    email\n    firstName\n    lastName\n  }\n": typeof types.ViewerFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query CustomerDashboard {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      ...DashboardCounts\n      ...OrdersTabArea\n    }\n  }\n": types.CustomerDashboardDocument,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n    }\n  }\n": types.RequestSignInLinkDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      tags\n    }\n  }\n": types.BlogPostDocument,
    "\n  query BlogPosts {\n    blogPosts {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      publishedAt\n      imageUrl\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query CatalogProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.CatalogProductsDocument,
    "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.JoinCommunityDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n    }\n  }\n": types.SubmitContactDocument,
    "\n  fragment CouponsDialog_CustomerCoupon on CustomerCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    validUntil\n    isActive\n    isUsed\n    usedAt\n  }\n": types.CouponsDialog_CustomerCouponFragmentDoc,
    "\n  query DesignDetails($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      description\n      status\n      files {\n        id\n        version\n        isLatest\n        fileName\n        mimeType\n        fileSize\n        uploadedAt\n        url\n      }\n    }\n  }\n": types.DesignDetailsDocument,
    "\n  mutation UpdateDesign($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      id\n      name\n      description\n    }\n  }\n": types.UpdateDesignDocument,
    "\n  mutation SubmitDesignForReview($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      id\n      status\n    }\n  }\n": types.SubmitDesignForReviewDocument,
    "\n  mutation ApproveDesignProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n": types.ApproveDesignProofDocument,
    "\n  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n": types.RequestDesignChangesDocument,
    "\n  fragment DesignsTabArea on CustomerArea {\n    email\n    designs {\n      id\n      ...DesignCard_Design\n      ...DesignPreviewDialog_Design\n      ...DesignEditDialog_Design\n    }\n  }\n": types.DesignsTabAreaFragmentDoc,
    "\n  query DesignsTab {\n    customerArea {\n      email\n      ...DesignsTabArea\n    }\n  }\n": types.DesignsTabDocument,
    "\n  fragment DesignCard_Design on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    canAnswerProof\n    changeRequest\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n      uploadedAt\n      isProof\n      proofMessage\n    }\n  }\n": types.DesignCard_DesignFragmentDoc,
    "\n  fragment DesignEditDialog_Design on Design {\n    id\n    name\n    description\n    status\n  }\n": types.DesignEditDialog_DesignFragmentDoc,
    "\n  fragment DesignPreviewDialog_Design on Design {\n    id\n    name\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n    }\n  }\n": types.DesignPreviewDialog_DesignFragmentDoc,
    "\n  fragment GroupSizeLine on GroupSizeLine {\n    productId\n    productName\n    size\n    color\n    quantity\n    printName\n  }\n": types.GroupSizeLineFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...CoordinatedGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      memberOf {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...MemberGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      submissions {\n        id\n        groupId\n        ...SubmissionSummary_GroupSizeSubmission\n        ...SizeSubmissionForm_GroupSizeSubmission\n      }\n    }\n  }\n": types.MyGroupsDocument,
    "\n  query GroupDetail($id: ID!) {\n    group(id: $id) {\n      id\n      ...GroupAdminPanel_GroupDetail\n    }\n  }\n": types.GroupDetailDocument,
    "\n  query GroupProducts {\n    products {\n      id\n      name\n      category\n      color\n    }\n  }\n": types.GroupProductsDocument,
    "\n    mutation CreateGroup($input: CreateGroupInput!) {\n      createGroup(input: $input) {\n        __typename\n        group {\n          id\n          name\n          inviteCode\n        }\n      }\n    }\n  ": types.CreateGroupDocument,
    "\n    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n      updateGroup(id: $id, input: $input) {\n        __typename\n        group {\n          id\n          name\n        }\n      }\n    }\n  ": types.UpdateGroupDocument,
    "\n    mutation JoinGroup($inviteCode: String!) {\n      joinGroup(inviteCode: $inviteCode) {\n        __typename\n        alreadyMember\n        message\n        group {\n          id\n          name\n        }\n      }\n    }\n  ": types.JoinGroupDocument,
    "\n    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {\n      respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n        __typename\n        message\n        group {\n          id\n        }\n      }\n    }\n  ": types.RespondToGroupInvitationDocument,
    "\n    mutation InviteGroupMember($groupId: ID!, $email: String!) {\n      inviteGroupMember(groupId: $groupId, email: $email) {\n        __typename\n        message\n        member {\n          id\n          email\n        }\n      }\n    }\n  ": types.InviteGroupMemberDocument,
    "\n    mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {\n      removeGroupMember(groupId: $groupId, memberId: $memberId) {\n        memberId\n      }\n    }\n  ": types.RemoveGroupMemberDocument,
    "\n    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {\n      submitGroupSizes(groupId: $groupId, input: $input) {\n        __typename\n        message\n        submission {\n          id\n        }\n      }\n    }\n  ": types.SubmitGroupSizesDocument,
    "\n    mutation SendGroupSizesToShop($groupId: ID!) {\n      sendGroupSizesToShop(groupId: $groupId) {\n        __typename\n        message\n        quoteRequestedAt\n      }\n    }\n  ": types.SendGroupSizesToShopDocument,
    "\n  fragment GroupAdminPanel_GroupDetail on GroupDetail {\n    name\n    inviteCode\n    ...MembersSection_GroupDetail\n    ...EditSection_GroupDetail\n    ...SizesSection_GroupDetail\n  }\n": types.GroupAdminPanel_GroupDetailFragmentDoc,
    "\n  fragment MembersSection_GroupDetail on GroupDetail {\n    id\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      hasSubmitted\n      paid\n    }\n  }\n": types.MembersSection_GroupDetailFragmentDoc,
    "\n  fragment EditSection_GroupDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    deadline\n    maxMembers\n    description\n    status\n  }\n": types.EditSection_GroupDetailFragmentDoc,
    "\n  fragment SizesSection_GroupDetail on GroupDetail {\n    id\n    name\n    submissionsLocked\n    quoteRequestedAt\n    matrix {\n      ...SizeMatrixTable_SizeMatrix\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      lines {\n        ...GroupSizeLine\n      }\n    }\n    mySubmission {\n      id\n      ...SizeSubmissionForm_GroupSizeSubmission\n    }\n  }\n": types.SizesSection_GroupDetailFragmentDoc,
    "\n  fragment GroupHeading_GroupOverview on GroupOverview {\n    name\n    school\n    graduationYear\n    status\n    myStatus\n    submissionsLocked\n  }\n": types.GroupHeading_GroupOverviewFragmentDoc,
    "\n  fragment GroupFacts_GroupOverview on GroupOverview {\n    deadline\n    memberCount\n    maxMembers\n    invitedCount\n    submissionCount\n    inviteCode\n    coordinatorName\n    coordinatorEmail\n    quoteRequestedAt\n  }\n": types.GroupFacts_GroupOverviewFragmentDoc,
    "\n  fragment CoordinatedGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n": types.CoordinatedGroupCard_GroupOverviewFragmentDoc,
    "\n  fragment MemberGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    description\n    myStatus\n    submissionsLocked\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n": types.MemberGroupCard_GroupOverviewFragmentDoc,
    "\n  fragment SubmitSizesPicker_GroupOverview on GroupOverview {\n    id\n    name\n  }\n": types.SubmitSizesPicker_GroupOverviewFragmentDoc,
    "\n  fragment SubmissionSummary_GroupSizeSubmission on GroupSizeSubmission {\n    groupName\n    submittedAt\n    locked\n    lines {\n      ...GroupSizeLine\n    }\n  }\n": types.SubmissionSummary_GroupSizeSubmissionFragmentDoc,
    "\n  fragment SizeMatrixTable_SizeMatrix on SizeMatrix {\n    sizes\n    sizeTotals\n    grandTotal\n    products {\n      productId\n      productName\n      total\n      sizeTotals\n      rows {\n        color\n        colorLabel\n        counts\n        total\n      }\n    }\n  }\n": types.SizeMatrixTable_SizeMatrixFragmentDoc,
    "\n  fragment SizeSubmissionForm_GroupSizeSubmission on GroupSizeSubmission {\n    notes\n    lines {\n      ...GroupSizeLine\n    }\n  }\n": types.SizeSubmissionForm_GroupSizeSubmissionFragmentDoc,
    "\n  fragment InvoicesDialog_CustomerInvoice on CustomerInvoice {\n    id\n    invoiceNumber\n    kind\n    orderNumber\n    amount\n    status\n    dueDate\n    paidDate\n    paymentNote\n  }\n": types.InvoicesDialog_CustomerInvoiceFragmentDoc,
    "\n  fragment MessagesTabArea on CustomerArea {\n    email\n    messageThreads {\n      id\n      ...ThreadList_MessageThread\n      ...ThreadDialog_MessageThread\n    }\n  }\n": types.MessagesTabAreaFragmentDoc,
    "\n  query MessagesTab {\n    customerArea {\n      email\n      ...MessagesTabArea\n    }\n  }\n": types.MessagesTabDocument,
    "\n  query MessageRelatedOptions {\n    customerArea {\n      email\n      orders {\n        id\n        orderNumber\n      }\n      designs {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      memberOfGroups {\n        id\n        name\n      }\n    }\n  }\n": types.MessageRelatedOptionsDocument,
    "\n  query MessageThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      ...ThreadDialog_Messages\n    }\n  }\n": types.MessageThreadDocument,
    "\n  mutation StartMessageThread($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n": types.StartMessageThreadDocument,
    "\n  mutation ReplyToThread($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      ...ThreadDialog_Messages\n    }\n  }\n": types.ReplyToThreadDocument,
    "\n  fragment ThreadDialog_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    relatedOrderId\n    relatedDesignId\n    relatedGroupId\n  }\n": types.ThreadDialog_MessageThreadFragmentDoc,
    "\n  fragment ThreadDialog_Messages on MessageThread {\n    id\n    status\n    lastMessageAt\n    messages {\n      id\n      senderType\n      body\n      createdAt\n    }\n  }\n": types.ThreadDialog_MessagesFragmentDoc,
    "\n  fragment ThreadList_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    lastMessageAt\n    unreadCount\n  }\n": types.ThreadList_MessageThreadFragmentDoc,
    "\n  fragment OrdersTabArea on CustomerArea {\n    email\n    orders {\n      id\n      orderNumber\n      status\n      ...OrderCard_CustomerOrder\n      ...OrderDetailsDialog_CustomerOrder\n      ...ShipmentDialog_CustomerOrder\n      ...ReturnDialog_CustomerOrder\n      ...ReturnsList_CustomerOrder\n    }\n    invoices {\n      id\n      orderId\n      kind\n      ...OrderCard_CustomerInvoice\n      ...InvoicesDialog_CustomerInvoice\n    }\n    returns {\n      id\n      orderId\n      ...ReturnDialog_CustomerReturn\n      ...ReturnsList_CustomerReturn\n    }\n    coupons {\n      id\n      isUsed\n      ...CouponsDialog_CustomerCoupon\n    }\n    quotes {\n      id\n      ...QuotesSection_Quote\n      ...QuoteDialog_Quote\n    }\n  }\n": types.OrdersTabAreaFragmentDoc,
    "\n  query OrdersTab {\n    customerArea {\n      email\n      ...OrdersTabArea\n    }\n  }\n": types.OrdersTabDocument,
    "\n  fragment OrderCard_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    itemCount\n    totalAmount\n  }\n": types.OrderCard_CustomerOrderFragmentDoc,
    "\n  fragment OrderCard_CustomerInvoice on CustomerInvoice {\n    id\n  }\n": types.OrderCard_CustomerInvoiceFragmentDoc,
    "\n  fragment OrderDetailsDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    totalAmount\n    shippingAddress\n    notes\n    cancelReason\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n    }\n  }\n": types.OrderDetailsDialog_CustomerOrderFragmentDoc,
    "\n  fragment ShipmentDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    shipments {\n      id\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n    }\n  }\n": types.ShipmentDialog_CustomerOrderFragmentDoc,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      address {\n        id\n      }\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  query ProfileTab {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      profile {\n        id\n        ...PersonalInfoCard_CustomerProfile\n        ...AccountSettingsCard_CustomerProfile\n        ...MembershipCard_CustomerProfile\n      }\n      addresses {\n        id\n        ...AddressesCard_CustomerAddress\n      }\n    }\n  }\n": types.ProfileTabDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      profile {\n        id\n        firstName\n        lastName\n        school\n        graduationYear\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      id\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n": types.UpdateProfileSettingsDocument,
    "\n  fragment AccountSettingsCard_CustomerProfile on CustomerProfile {\n    emailNotifications\n    shareNameWithCoordinators\n  }\n": types.AccountSettingsCard_CustomerProfileFragmentDoc,
    "\n  fragment AddressesCard_CustomerAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n": types.AddressesCard_CustomerAddressFragmentDoc,
    "\n  fragment MembershipCard_CustomerProfile on CustomerProfile {\n    joinedAt\n    school\n    graduationYear\n  }\n": types.MembershipCard_CustomerProfileFragmentDoc,
    "\n  fragment PersonalInfoCard_CustomerProfile on CustomerProfile {\n    firstName\n    lastName\n    email\n    school\n    graduationYear\n  }\n": types.PersonalInfoCard_CustomerProfileFragmentDoc,
    "\n  mutation AcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        canAnswer\n        orderNumber\n      }\n    }\n  }\n": types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      canAnswer\n      declineReason\n    }\n  }\n": types.DeclineQuoteDocument,
    "\n  fragment QuoteDialog_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    validUntil\n    sentAt\n    customerNote\n    declineReason\n    orderNumber\n    lines {\n      id\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designName\n      printName\n    }\n    totals {\n      total\n      rows {\n        key\n        label\n        amount\n        note\n      }\n    }\n  }\n": types.QuoteDialog_QuoteFragmentDoc,
    "\n  fragment QuotesSection_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    sentAt\n    createdAt\n    validUntil\n    orderNumber\n    totals {\n      total\n    }\n  }\n": types.QuotesSection_QuoteFragmentDoc,
    "\n  mutation RequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n": types.RequestReturnDocument,
    "\n  fragment ReturnDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    items {\n      id\n      name\n      size\n      color\n      quantity\n      unitPrice\n      isCustom\n    }\n  }\n": types.ReturnDialog_CustomerOrderFragmentDoc,
    "\n  fragment ReturnDialog_CustomerReturn on CustomerReturn {\n    id\n    orderItemId\n    status\n  }\n": types.ReturnDialog_CustomerReturnFragmentDoc,
    "\n  fragment ReturnsList_CustomerReturn on CustomerReturn {\n    id\n    orderId\n    orderNumber\n    orderItemId\n    reason\n    status\n    requestedAt\n  }\n": types.ReturnsList_CustomerReturnFragmentDoc,
    "\n  fragment ReturnsList_CustomerOrder on CustomerOrder {\n    id\n    items {\n      id\n      name\n    }\n  }\n": types.ReturnsList_CustomerOrderFragmentDoc,
    "\n  query FaqItems {\n    faqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n": types.FaqItemsDocument,
    "\n  query HomeFeaturedBlogPosts {\n    featuredBlogPosts {\n      id\n      slug\n      title\n      excerpt\n      category\n      imageUrl\n      publishedAt\n    }\n  }\n": types.HomeFeaturedBlogPostsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query ProductPageProducts {\n    products {\n      id\n      name\n      price\n      imageUrl\n      category\n    }\n  }\n": types.ProductPageProductsDocument,
    "\n  fragment DashboardCounts on CustomerArea {\n    counts {\n      orders\n      designs\n      groups\n      messages\n      addresses\n      unusedCoupons\n    }\n  }\n": types.DashboardCountsFragmentDoc,
    "\n  query DashboardCounts {\n    customerArea {\n      email\n      ...DashboardCounts\n    }\n  }\n": types.DashboardCountsDocument,
    "\n  fragment ViewerFields on Viewer {\n    email\n    firstName\n    lastName\n  }\n": types.ViewerFieldsFragmentDoc,
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
export function graphql(source: "\n  query CustomerDashboard {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      ...DashboardCounts\n      ...OrdersTabArea\n    }\n  }\n"): (typeof documents)["\n  query CustomerDashboard {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      ...DashboardCounts\n      ...OrdersTabArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      tags\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts {\n    blogPosts {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      publishedAt\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts {\n    blogPosts {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      publishedAt\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query CatalogProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponsDialog_CustomerCoupon on CustomerCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    validUntil\n    isActive\n    isUsed\n    usedAt\n  }\n"): (typeof documents)["\n  fragment CouponsDialog_CustomerCoupon on CustomerCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    validUntil\n    isActive\n    isUsed\n    usedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignDetails($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      description\n      status\n      files {\n        id\n        version\n        isLatest\n        fileName\n        mimeType\n        fileSize\n        uploadedAt\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignDetails($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      description\n      status\n      files {\n        id\n        version\n        isLatest\n        fileName\n        mimeType\n        fileSize\n        uploadedAt\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDesign($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDesign($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDesignForReview($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDesignForReview($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDesignProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveDesignProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignsTabArea on CustomerArea {\n    email\n    designs {\n      id\n      ...DesignCard_Design\n      ...DesignPreviewDialog_Design\n      ...DesignEditDialog_Design\n    }\n  }\n"): (typeof documents)["\n  fragment DesignsTabArea on CustomerArea {\n    email\n    designs {\n      id\n      ...DesignCard_Design\n      ...DesignPreviewDialog_Design\n      ...DesignEditDialog_Design\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignsTab {\n    customerArea {\n      email\n      ...DesignsTabArea\n    }\n  }\n"): (typeof documents)["\n  query DesignsTab {\n    customerArea {\n      email\n      ...DesignsTabArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignCard_Design on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    canAnswerProof\n    changeRequest\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n      uploadedAt\n      isProof\n      proofMessage\n    }\n  }\n"): (typeof documents)["\n  fragment DesignCard_Design on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    createdAt\n    updatedAt\n    canAnswerProof\n    changeRequest\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n      uploadedAt\n      isProof\n      proofMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignEditDialog_Design on Design {\n    id\n    name\n    description\n    status\n  }\n"): (typeof documents)["\n  fragment DesignEditDialog_Design on Design {\n    id\n    name\n    description\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignPreviewDialog_Design on Design {\n    id\n    name\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n    }\n  }\n"): (typeof documents)["\n  fragment DesignPreviewDialog_Design on Design {\n    id\n    name\n    latestFile {\n      id\n      fileName\n      mimeType\n      fileSize\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSizeLine on GroupSizeLine {\n    productId\n    productName\n    size\n    color\n    quantity\n    printName\n  }\n"): (typeof documents)["\n  fragment GroupSizeLine on GroupSizeLine {\n    productId\n    productName\n    size\n    color\n    quantity\n    printName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...CoordinatedGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      memberOf {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...MemberGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      submissions {\n        id\n        groupId\n        ...SubmissionSummary_GroupSizeSubmission\n        ...SizeSubmissionForm_GroupSizeSubmission\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...CoordinatedGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      memberOf {\n        id\n        name\n        myStatus\n        submissionsLocked\n        ...MemberGroupCard_GroupOverview\n        ...SubmitSizesPicker_GroupOverview\n      }\n      submissions {\n        id\n        groupId\n        ...SubmissionSummary_GroupSizeSubmission\n        ...SizeSubmissionForm_GroupSizeSubmission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupDetail($id: ID!) {\n    group(id: $id) {\n      id\n      ...GroupAdminPanel_GroupDetail\n    }\n  }\n"): (typeof documents)["\n  query GroupDetail($id: ID!) {\n    group(id: $id) {\n      id\n      ...GroupAdminPanel_GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupProducts {\n    products {\n      id\n      name\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query GroupProducts {\n    products {\n      id\n      name\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateGroup($input: CreateGroupInput!) {\n      createGroup(input: $input) {\n        __typename\n        group {\n          id\n          name\n          inviteCode\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateGroup($input: CreateGroupInput!) {\n      createGroup(input: $input) {\n        __typename\n        group {\n          id\n          name\n          inviteCode\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n      updateGroup(id: $id, input: $input) {\n        __typename\n        group {\n          id\n          name\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n      updateGroup(id: $id, input: $input) {\n        __typename\n        group {\n          id\n          name\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation JoinGroup($inviteCode: String!) {\n      joinGroup(inviteCode: $inviteCode) {\n        __typename\n        alreadyMember\n        message\n        group {\n          id\n          name\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation JoinGroup($inviteCode: String!) {\n      joinGroup(inviteCode: $inviteCode) {\n        __typename\n        alreadyMember\n        message\n        group {\n          id\n          name\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {\n      respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n        __typename\n        message\n        group {\n          id\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {\n      respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n        __typename\n        message\n        group {\n          id\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation InviteGroupMember($groupId: ID!, $email: String!) {\n      inviteGroupMember(groupId: $groupId, email: $email) {\n        __typename\n        message\n        member {\n          id\n          email\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation InviteGroupMember($groupId: ID!, $email: String!) {\n      inviteGroupMember(groupId: $groupId, email: $email) {\n        __typename\n        message\n        member {\n          id\n          email\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {\n      removeGroupMember(groupId: $groupId, memberId: $memberId) {\n        memberId\n      }\n    }\n  "): (typeof documents)["\n    mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {\n      removeGroupMember(groupId: $groupId, memberId: $memberId) {\n        memberId\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {\n      submitGroupSizes(groupId: $groupId, input: $input) {\n        __typename\n        message\n        submission {\n          id\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {\n      submitGroupSizes(groupId: $groupId, input: $input) {\n        __typename\n        message\n        submission {\n          id\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation SendGroupSizesToShop($groupId: ID!) {\n      sendGroupSizesToShop(groupId: $groupId) {\n        __typename\n        message\n        quoteRequestedAt\n      }\n    }\n  "): (typeof documents)["\n    mutation SendGroupSizesToShop($groupId: ID!) {\n      sendGroupSizesToShop(groupId: $groupId) {\n        __typename\n        message\n        quoteRequestedAt\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupAdminPanel_GroupDetail on GroupDetail {\n    name\n    inviteCode\n    ...MembersSection_GroupDetail\n    ...EditSection_GroupDetail\n    ...SizesSection_GroupDetail\n  }\n"): (typeof documents)["\n  fragment GroupAdminPanel_GroupDetail on GroupDetail {\n    name\n    inviteCode\n    ...MembersSection_GroupDetail\n    ...EditSection_GroupDetail\n    ...SizesSection_GroupDetail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembersSection_GroupDetail on GroupDetail {\n    id\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      hasSubmitted\n      paid\n    }\n  }\n"): (typeof documents)["\n  fragment MembersSection_GroupDetail on GroupDetail {\n    id\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      hasSubmitted\n      paid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditSection_GroupDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    deadline\n    maxMembers\n    description\n    status\n  }\n"): (typeof documents)["\n  fragment EditSection_GroupDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    deadline\n    maxMembers\n    description\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SizesSection_GroupDetail on GroupDetail {\n    id\n    name\n    submissionsLocked\n    quoteRequestedAt\n    matrix {\n      ...SizeMatrixTable_SizeMatrix\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      lines {\n        ...GroupSizeLine\n      }\n    }\n    mySubmission {\n      id\n      ...SizeSubmissionForm_GroupSizeSubmission\n    }\n  }\n"): (typeof documents)["\n  fragment SizesSection_GroupDetail on GroupDetail {\n    id\n    name\n    submissionsLocked\n    quoteRequestedAt\n    matrix {\n      ...SizeMatrixTable_SizeMatrix\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      lines {\n        ...GroupSizeLine\n      }\n    }\n    mySubmission {\n      id\n      ...SizeSubmissionForm_GroupSizeSubmission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupHeading_GroupOverview on GroupOverview {\n    name\n    school\n    graduationYear\n    status\n    myStatus\n    submissionsLocked\n  }\n"): (typeof documents)["\n  fragment GroupHeading_GroupOverview on GroupOverview {\n    name\n    school\n    graduationYear\n    status\n    myStatus\n    submissionsLocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupFacts_GroupOverview on GroupOverview {\n    deadline\n    memberCount\n    maxMembers\n    invitedCount\n    submissionCount\n    inviteCode\n    coordinatorName\n    coordinatorEmail\n    quoteRequestedAt\n  }\n"): (typeof documents)["\n  fragment GroupFacts_GroupOverview on GroupOverview {\n    deadline\n    memberCount\n    maxMembers\n    invitedCount\n    submissionCount\n    inviteCode\n    coordinatorName\n    coordinatorEmail\n    quoteRequestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoordinatedGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n"): (typeof documents)["\n  fragment CoordinatedGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    description\n    myStatus\n    submissionsLocked\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n"): (typeof documents)["\n  fragment MemberGroupCard_GroupOverview on GroupOverview {\n    id\n    name\n    description\n    myStatus\n    submissionsLocked\n    ...GroupHeading_GroupOverview\n    ...GroupFacts_GroupOverview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmitSizesPicker_GroupOverview on GroupOverview {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment SubmitSizesPicker_GroupOverview on GroupOverview {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionSummary_GroupSizeSubmission on GroupSizeSubmission {\n    groupName\n    submittedAt\n    locked\n    lines {\n      ...GroupSizeLine\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionSummary_GroupSizeSubmission on GroupSizeSubmission {\n    groupName\n    submittedAt\n    locked\n    lines {\n      ...GroupSizeLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SizeMatrixTable_SizeMatrix on SizeMatrix {\n    sizes\n    sizeTotals\n    grandTotal\n    products {\n      productId\n      productName\n      total\n      sizeTotals\n      rows {\n        color\n        colorLabel\n        counts\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SizeMatrixTable_SizeMatrix on SizeMatrix {\n    sizes\n    sizeTotals\n    grandTotal\n    products {\n      productId\n      productName\n      total\n      sizeTotals\n      rows {\n        color\n        colorLabel\n        counts\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SizeSubmissionForm_GroupSizeSubmission on GroupSizeSubmission {\n    notes\n    lines {\n      ...GroupSizeLine\n    }\n  }\n"): (typeof documents)["\n  fragment SizeSubmissionForm_GroupSizeSubmission on GroupSizeSubmission {\n    notes\n    lines {\n      ...GroupSizeLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoicesDialog_CustomerInvoice on CustomerInvoice {\n    id\n    invoiceNumber\n    kind\n    orderNumber\n    amount\n    status\n    dueDate\n    paidDate\n    paymentNote\n  }\n"): (typeof documents)["\n  fragment InvoicesDialog_CustomerInvoice on CustomerInvoice {\n    id\n    invoiceNumber\n    kind\n    orderNumber\n    amount\n    status\n    dueDate\n    paidDate\n    paymentNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessagesTabArea on CustomerArea {\n    email\n    messageThreads {\n      id\n      ...ThreadList_MessageThread\n      ...ThreadDialog_MessageThread\n    }\n  }\n"): (typeof documents)["\n  fragment MessagesTabArea on CustomerArea {\n    email\n    messageThreads {\n      id\n      ...ThreadList_MessageThread\n      ...ThreadDialog_MessageThread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesTab {\n    customerArea {\n      email\n      ...MessagesTabArea\n    }\n  }\n"): (typeof documents)["\n  query MessagesTab {\n    customerArea {\n      email\n      ...MessagesTabArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRelatedOptions {\n    customerArea {\n      email\n      orders {\n        id\n        orderNumber\n      }\n      designs {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      memberOfGroups {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageRelatedOptions {\n    customerArea {\n      email\n      orders {\n        id\n        orderNumber\n      }\n      designs {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      memberOfGroups {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      ...ThreadDialog_Messages\n    }\n  }\n"): (typeof documents)["\n  query MessageThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      ...ThreadDialog_Messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMessageThread($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartMessageThread($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToThread($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      ...ThreadDialog_Messages\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToThread($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      ...ThreadDialog_Messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadDialog_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    relatedOrderId\n    relatedDesignId\n    relatedGroupId\n  }\n"): (typeof documents)["\n  fragment ThreadDialog_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    relatedOrderId\n    relatedDesignId\n    relatedGroupId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadDialog_Messages on MessageThread {\n    id\n    status\n    lastMessageAt\n    messages {\n      id\n      senderType\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ThreadDialog_Messages on MessageThread {\n    id\n    status\n    lastMessageAt\n    messages {\n      id\n      senderType\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadList_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    lastMessageAt\n    unreadCount\n  }\n"): (typeof documents)["\n  fragment ThreadList_MessageThread on MessageThread {\n    id\n    subject\n    type\n    status\n    lastMessageAt\n    unreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersTabArea on CustomerArea {\n    email\n    orders {\n      id\n      orderNumber\n      status\n      ...OrderCard_CustomerOrder\n      ...OrderDetailsDialog_CustomerOrder\n      ...ShipmentDialog_CustomerOrder\n      ...ReturnDialog_CustomerOrder\n      ...ReturnsList_CustomerOrder\n    }\n    invoices {\n      id\n      orderId\n      kind\n      ...OrderCard_CustomerInvoice\n      ...InvoicesDialog_CustomerInvoice\n    }\n    returns {\n      id\n      orderId\n      ...ReturnDialog_CustomerReturn\n      ...ReturnsList_CustomerReturn\n    }\n    coupons {\n      id\n      isUsed\n      ...CouponsDialog_CustomerCoupon\n    }\n    quotes {\n      id\n      ...QuotesSection_Quote\n      ...QuoteDialog_Quote\n    }\n  }\n"): (typeof documents)["\n  fragment OrdersTabArea on CustomerArea {\n    email\n    orders {\n      id\n      orderNumber\n      status\n      ...OrderCard_CustomerOrder\n      ...OrderDetailsDialog_CustomerOrder\n      ...ShipmentDialog_CustomerOrder\n      ...ReturnDialog_CustomerOrder\n      ...ReturnsList_CustomerOrder\n    }\n    invoices {\n      id\n      orderId\n      kind\n      ...OrderCard_CustomerInvoice\n      ...InvoicesDialog_CustomerInvoice\n    }\n    returns {\n      id\n      orderId\n      ...ReturnDialog_CustomerReturn\n      ...ReturnsList_CustomerReturn\n    }\n    coupons {\n      id\n      isUsed\n      ...CouponsDialog_CustomerCoupon\n    }\n    quotes {\n      id\n      ...QuotesSection_Quote\n      ...QuoteDialog_Quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTab {\n    customerArea {\n      email\n      ...OrdersTabArea\n    }\n  }\n"): (typeof documents)["\n  query OrdersTab {\n    customerArea {\n      email\n      ...OrdersTabArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    itemCount\n    totalAmount\n  }\n"): (typeof documents)["\n  fragment OrderCard_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    itemCount\n    totalAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_CustomerInvoice on CustomerInvoice {\n    id\n  }\n"): (typeof documents)["\n  fragment OrderCard_CustomerInvoice on CustomerInvoice {\n    id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailsDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    totalAmount\n    shippingAddress\n    notes\n    cancelReason\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailsDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    status\n    createdAt\n    totalAmount\n    shippingAddress\n    notes\n    cancelReason\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShipmentDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    shipments {\n      id\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n    }\n  }\n"): (typeof documents)["\n  fragment ShipmentDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    shipments {\n      id\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      __typename\n      address {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      address {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      address {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTab {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      profile {\n        id\n        ...PersonalInfoCard_CustomerProfile\n        ...AccountSettingsCard_CustomerProfile\n        ...MembershipCard_CustomerProfile\n      }\n      addresses {\n        id\n        ...AddressesCard_CustomerAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileTab {\n    viewer {\n      ...ViewerFields\n    }\n    customerArea {\n      email\n      profile {\n        id\n        ...PersonalInfoCard_CustomerProfile\n        ...AccountSettingsCard_CustomerProfile\n        ...MembershipCard_CustomerProfile\n      }\n      addresses {\n        id\n        ...AddressesCard_CustomerAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      profile {\n        id\n        firstName\n        lastName\n        school\n        graduationYear\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      profile {\n        id\n        firstName\n        lastName\n        school\n        graduationYear\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      id\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      id\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountSettingsCard_CustomerProfile on CustomerProfile {\n    emailNotifications\n    shareNameWithCoordinators\n  }\n"): (typeof documents)["\n  fragment AccountSettingsCard_CustomerProfile on CustomerProfile {\n    emailNotifications\n    shareNameWithCoordinators\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressesCard_CustomerAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressesCard_CustomerAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipCard_CustomerProfile on CustomerProfile {\n    joinedAt\n    school\n    graduationYear\n  }\n"): (typeof documents)["\n  fragment MembershipCard_CustomerProfile on CustomerProfile {\n    joinedAt\n    school\n    graduationYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalInfoCard_CustomerProfile on CustomerProfile {\n    firstName\n    lastName\n    email\n    school\n    graduationYear\n  }\n"): (typeof documents)["\n  fragment PersonalInfoCard_CustomerProfile on CustomerProfile {\n    firstName\n    lastName\n    email\n    school\n    graduationYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        canAnswer\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        canAnswer\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      canAnswer\n      declineReason\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      canAnswer\n      declineReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteDialog_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    validUntil\n    sentAt\n    customerNote\n    declineReason\n    orderNumber\n    lines {\n      id\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designName\n      printName\n    }\n    totals {\n      total\n      rows {\n        key\n        label\n        amount\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteDialog_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    validUntil\n    sentAt\n    customerNote\n    declineReason\n    orderNumber\n    lines {\n      id\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designName\n      printName\n    }\n    totals {\n      total\n      rows {\n        key\n        label\n        amount\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotesSection_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    sentAt\n    createdAt\n    validUntil\n    orderNumber\n    totals {\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment QuotesSection_Quote on Quote {\n    id\n    quoteNumber\n    version\n    status\n    canAnswer\n    sentAt\n    createdAt\n    validUntil\n    orderNumber\n    totals {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    items {\n      id\n      name\n      size\n      color\n      quantity\n      unitPrice\n      isCustom\n    }\n  }\n"): (typeof documents)["\n  fragment ReturnDialog_CustomerOrder on CustomerOrder {\n    id\n    orderNumber\n    items {\n      id\n      name\n      size\n      color\n      quantity\n      unitPrice\n      isCustom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnDialog_CustomerReturn on CustomerReturn {\n    id\n    orderItemId\n    status\n  }\n"): (typeof documents)["\n  fragment ReturnDialog_CustomerReturn on CustomerReturn {\n    id\n    orderItemId\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnsList_CustomerReturn on CustomerReturn {\n    id\n    orderId\n    orderNumber\n    orderItemId\n    reason\n    status\n    requestedAt\n  }\n"): (typeof documents)["\n  fragment ReturnsList_CustomerReturn on CustomerReturn {\n    id\n    orderId\n    orderNumber\n    orderItemId\n    reason\n    status\n    requestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnsList_CustomerOrder on CustomerOrder {\n    id\n    items {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ReturnsList_CustomerOrder on CustomerOrder {\n    id\n    items {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqItems {\n    faqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query FaqItems {\n    faqItems {\n      id\n      topic\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFeaturedBlogPosts {\n    featuredBlogPosts {\n      id\n      slug\n      title\n      excerpt\n      category\n      imageUrl\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query HomeFeaturedBlogPosts {\n    featuredBlogPosts {\n      id\n      slug\n      title\n      excerpt\n      category\n      imageUrl\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPageProducts {\n    products {\n      id\n      name\n      price\n      imageUrl\n      category\n    }\n  }\n"): (typeof documents)["\n  query ProductPageProducts {\n    products {\n      id\n      name\n      price\n      imageUrl\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardCounts on CustomerArea {\n    counts {\n      orders\n      designs\n      groups\n      messages\n      addresses\n      unusedCoupons\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardCounts on CustomerArea {\n    counts {\n      orders\n      designs\n      groups\n      messages\n      addresses\n      unusedCoupons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCounts {\n    customerArea {\n      email\n      ...DashboardCounts\n    }\n  }\n"): (typeof documents)["\n  query DashboardCounts {\n    customerArea {\n      email\n      ...DashboardCounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    email\n    firstName\n    lastName\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    email\n    firstName\n    lastName\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;